import { Collapsible as BaseCollapsible } from '@base-ui/react/collapsible';
import { ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import * as styles from './Collapsible.css';

export interface CollapsibleProps {
  /** The trigger's label; it toggles the panel and says whether it is open (aria-expanded). */
  label: ReactNode;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  children: ReactNode;
  className?: string;
}

export function Collapsible({
  label,
  open,
  defaultOpen,
  onOpenChange,
  children,
  className,
}: CollapsibleProps) {
  return (
    <BaseCollapsible.Root
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange ? (next) => onOpenChange(next) : undefined}
      className={className}
    >
      <BaseCollapsible.Trigger className={styles.trigger}>
        <ChevronRight className={styles.chevron} aria-hidden />
        {label}
      </BaseCollapsible.Trigger>
      <BaseCollapsible.Panel className={styles.panel}>{children}</BaseCollapsible.Panel>
    </BaseCollapsible.Root>
  );
}
