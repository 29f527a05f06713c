// kit-shared-chunk: loaded with the shell by every page (the rule is in apps/site/vite.config.ts).
import { LoaderCircle } from 'lucide-react';
import { cx } from './cx';
import * as styles from './Spinner.css';

export interface SpinnerProps {
  /** Pixels, like a lucide icon's size. */
  size?: number;
  className?: string;
}

/**
 * A turning circle for work in progress, hidden from assistive tech: the text beside it (or the
 * busy control's aria-busy) says what is happening.
 */
export function Spinner({ size = 16, className }: SpinnerProps) {
  return <LoaderCircle size={size} aria-hidden className={cx(styles.spin, className)} />;
}

/** The spinner's motion for another element (an icon that turns while its step runs). */
export const spinClassName = styles.spin;
