import { Progress } from '@demos/kit';
import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import { useStore } from 'zustand';
import { TEXT } from '../messages';
import * as styles from '../SteganographyPage.css';
import type { Status } from '../status';
import type { StegoStore } from '../store';

const STATUS_ICON = { danger: CircleAlert, success: CircleCheck, info: Info } as const;

/** The running job's percent (the only part of the page its progress events re-render). */
export function ProgressView({ store }: { store: StegoStore }) {
  const progress = useStore(store, (s) => s.progress);
  if (progress === null) return null;
  return <Progress label={TEXT.progress} value={Math.round(progress)} />;
}

/**
 * The last outcome, or why the action cannot run yet, in the status's own tone: an error is an
 * alert, anything else is announced politely.
 */
export function StatusLine({ id, status, outcome }: { id: string; status: Status; outcome: boolean }) {
  const Icon = STATUS_ICON[status.tone];
  return (
    <p
      id={id}
      className={styles.status[status.tone]}
      role={status.tone === 'danger' ? 'alert' : 'status'}
      data-tone={status.tone}
    >
      <Icon size={16} aria-hidden className={styles.statusIcon} />
      <span data-testid={outcome ? 'stego-message' : 'stego-reason'}>{status.text}</span>
    </p>
  );
}
