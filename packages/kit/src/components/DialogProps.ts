import type { ReactElement, ReactNode } from 'react';

export interface DialogProps {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** An element that opens the dialog (rendered as the trigger). */
  trigger?: ReactElement<Record<string, unknown>>;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
}

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** 'danger' for destructive or risky confirmations. */
  tone?: 'primary' | 'danger';
  onConfirm: () => void;
}
