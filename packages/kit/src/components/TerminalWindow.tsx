import type { ReactNode } from 'react';
import { cx } from './cx';
import { type LogLine, LogView } from './LogView';
import * as styles from './TerminalWindow.css';

export interface TerminalWindowProps {
  /** The title bar's text, e.g. '~/etl — ruby'. Decorative: the log carries the accessible name. */
  title: ReactNode;
  lines: readonly LogLine[];
  /** Accessible name of the log region, e.g. 'Script output'. */
  label: string;
  /**
   * What the empty terminal says, e.g. 'Press Run Script to start.': say what will happen. While
   * empty the terminal is only as tall as this line; it takes its full height with the first output.
   */
  emptyText?: string;
  /** The log's height once it has output: sm 14rem, md 20rem, lg 22rem, or fit: its lines' height up to 22rem. */
  height?: keyof typeof styles.logHeight;
  /** PowerShell's blue console instead of the usual near-black. */
  variant?: keyof typeof styles.terminalWindow;
  /** A program is running: a caret waits after the last line (blinking unless reduced motion is asked). */
  busy?: boolean;
  /** Rendered under the log inside the window, e.g. a prompt with its input. */
  children?: ReactNode;
  className?: string;
}

/**
 * A terminal window: a title bar with the three window dots, then a monospace log (LogView: a
 * labelled `role="log"` region that follows new lines and is keyboard scrollable). Dark in both themes.
 */
export function TerminalWindow({
  title,
  lines,
  label,
  emptyText,
  height = 'lg',
  variant = 'default',
  busy = false,
  children,
  className,
}: TerminalWindowProps) {
  const empty = lines.length === 0;
  return (
    <div className={cx(styles.terminalWindow[variant], className)} data-state={empty ? 'empty' : 'output'}>
      <div className={styles.titleBar} aria-hidden>
        <span className={styles.dots}>
          <span className={styles.dot.close} />
          <span className={styles.dot.minimize} />
          <span className={styles.dot.zoom} />
        </span>
        <span className={styles.title}>{title}</span>
      </div>
      <LogView
        lines={lines}
        label={label}
        emptyText={emptyText}
        className={cx(styles.log, empty ? styles.logEmpty : styles.logHeight[height], busy && styles.busy)}
      />
      {children}
    </div>
  );
}
