// kit-shared-chunk: loaded with the shell by every page (the rule is in apps/site/vite.config.ts).
import { Check, Copy } from 'lucide-react';
import { useCopyToClipboard } from '../hooks/useCopyToClipboard';
import { toast } from '../toast/toast';
import { Button, type ButtonProps } from './Button';

export interface CopyButtonProps extends Omit<ButtonProps, 'onClick' | 'children'> {
  /** The text to copy, or a function that returns it at click time. */
  text: string | (() => string);
  label?: string;
  copiedLabel?: string;
  /** Called after a successful copy. */
  onCopied?: () => void;
  /** A success toast after each copy, in the page's language (none when left out). */
  copiedToast?: string;
}

/** Copies text; shows "Copied!" for 2000 ms. A clipboard failure is logged, not shown (spec §8). */
export function CopyButton({
  text,
  label = 'Copy',
  copiedLabel = 'Copied!',
  onCopied,
  copiedToast,
  variant = 'secondary',
  size = 'sm',
  ...props
}: CopyButtonProps) {
  const { copied, copy } = useCopyToClipboard();
  return (
    <Button
      variant={variant}
      size={size}
      aria-live="polite"
      onClick={async () => {
        if (!(await copy(typeof text === 'function' ? text() : text))) return;
        if (copiedToast) toast.success(copiedToast);
        onCopied?.();
      }}
      {...props}
    >
      {copied ? <Check size={16} aria-hidden /> : <Copy size={16} aria-hidden />}
      {copied ? copiedLabel : label}
    </Button>
  );
}
