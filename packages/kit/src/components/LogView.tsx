import { useEffect, useRef } from 'react';
import { cx } from './cx';
import * as styles from './LogView.css';

export type LogTone = keyof typeof styles.tone;

export interface LogLine {
  id: string | number;
  text: string;
  tone?: LogTone;
  /** Shown before the text, e.g. '12:03:04'. */
  time?: string;
}

export interface LogViewProps {
  lines: readonly LogLine[];
  /** Accessible name of the log region. */
  label: string;
  emptyText?: string;
  className?: string;
}

/**
 * While it has no lines the log is only as tall as its empty text (`data-state="empty"`; say there
 * what will happen, e.g. 'Press Run to start.'); it takes its height with the first line. A page that
 * sets its own height should scope it to `[data-state="output"]`.
 *
 * A terminal-style log that keeps the newest line in view while the reader is at the bottom, and
 * stops following when they scroll up to read. New lines are announced politely (role="log").
 */
export function LogView({ lines, label, emptyText = 'No output yet.', className }: LogViewProps) {
  const ref = useRef<HTMLDivElement>(null);
  const following = useRef(true);

  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll whenever the lines change.
  useEffect(() => {
    const el = ref.current;
    if (el && following.current) el.scrollTop = el.scrollHeight;
  }, [lines]);

  return (
    <div
      ref={ref}
      role="log"
      aria-label={label}
      aria-live="polite"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable log must be reachable to scroll it by keyboard.
      tabIndex={0}
      data-state={lines.length === 0 ? 'empty' : 'output'}
      className={cx(styles.log, className)}
      onScroll={(event) => {
        const el = event.currentTarget;
        following.current = el.scrollHeight - el.scrollTop - el.clientHeight < 24;
      }}
    >
      {lines.length === 0 ? (
        <div className={styles.empty}>{emptyText}</div>
      ) : (
        lines.map((line) => (
          <div key={line.id} className={cx(styles.line, styles.tone[line.tone ?? 'default'])}>
            {line.time && <span className={styles.time}>{line.time}</span>}
            {line.text}
          </div>
        ))
      )}
    </div>
  );
}
