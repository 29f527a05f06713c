import { Info } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import { cx } from './cx';
import * as styles from './Notice.css';

export interface NoticeProps {
  children: ReactNode;
  /**
   * How many times an action pointed here (0: never). Each new count emphasises the notice again
   * (an accent ring, a short flash without reduced motion) and has the live region announce it.
   */
  emphasis?: number;
  ref?: Ref<HTMLDivElement>;
  className?: string;
}

/**
 * One calm notice that an action can point to instead of adding a second message, such as an AI
 * tool that is unavailable on this server. A polite live region (`role="status"`).
 */
export function Notice({ children, emphasis = 0, ref, className }: NoticeProps) {
  return (
    <div
      ref={ref}
      className={cx(styles.notice, className)}
      role="status"
      data-emphasised={emphasis > 0 ? '' : undefined}
    >
      {/* Keyed by the count: a new press re-creates the line, restarting the flash and the announcement. */}
      <p key={emphasis} className={styles.line}>
        <Info size={16} className={styles.icon} aria-hidden />
        <span>{children}</span>
      </p>
    </div>
  );
}
