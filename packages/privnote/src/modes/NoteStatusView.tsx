import { Button, Card, Spinner } from '@demos/kit';
import { Clock3, Flame, Mail, MailOpen, RefreshCw, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import type { NoteStatus } from '../core/api';
import { MESSAGES, readLine, statusMessages } from '../messages';
import * as styles from '../PrivnotePage.css';
import type { PrivnoteStore, StatusView } from '../store';
import { NewNoteButton } from './NewNoteButton';

interface StatusLine {
  text: string;
  icon: ReactNode;
}

function noteLine(status: NoteStatus): StatusLine {
  switch (status.state) {
    case 'unread': {
      const count = status.reads?.length ?? 0;
      if (count > 0 && status.maxReads) {
        return {
          text: statusMessages.partlyRead(count, status.maxReads, status.expiresAt),
          icon: <MailOpen size={20} aria-hidden />,
        };
      }
      return { text: statusMessages.unread(status.expiresAt), icon: <Mail size={20} aria-hidden /> };
    }
    case 'read':
      return { text: statusMessages.read(status.readAt), icon: <MailOpen size={20} aria-hidden /> };
    case 'expired':
      return { text: MESSAGES.statusExpired, icon: <Clock3 size={20} aria-hidden /> };
    case 'destroyed':
      return {
        text:
          status.destroyedBy === 'sender'
            ? statusMessages.burned(status.destroyedAt)
            : statusMessages.destroyed(status.destroyedAt),
        icon: <Flame size={20} aria-hidden />,
      };
  }
}

function viewLine(view: StatusView): StatusLine {
  if (view.kind === 'loading') return { text: MESSAGES.statusLoading, icon: <Spinner size={20} /> };
  if (view.kind === 'ready') return noteLine(view.status);
  return {
    text: view.kind === 'missing' ? MESSAGES.statusMissing : MESSAGES.statusFailed,
    icon: <TriangleAlert size={20} aria-hidden />,
  };
}

/** Every read with its date, for a note allowing several (one read says it all in the line). */
function readTimes(view: StatusView): string[] {
  if (view.kind !== 'ready') return [];
  const { reads = [], maxReads = 1 } = view.status;
  return maxReads > 1 ? reads : [];
}

/** The sender's status link: whether the note was read, never its content. */
export function NoteStatusView({ store, view }: { store: PrivnoteStore; view: StatusView }) {
  const line = viewLine(view);
  const times = readTimes(view);
  return (
    <Card title={MESSAGES.statusTitle} description={MESSAGES.statusDescription}>
      <div className={styles.panel}>
        <p className={styles.statusLine} role="status">
          <span className={styles.statusIcon}>{line.icon}</span>
          <span>{line.text}</span>
        </p>
        {times.length > 0 && (
          <ol className={styles.readsList} aria-label={MESSAGES.readsListLabel}>
            {times.map((at, index) => (
              <li key={at}>{readLine(index + 1, at)}</li>
            ))}
          </ol>
        )}
        <div className={styles.confirmActions}>
          <Button
            variant="secondary"
            className={styles.iconButton}
            icon={RefreshCw}
            onClick={() => void store.getState().refreshStatus()}
            disabled={view.kind === 'loading'}
          >
            {MESSAGES.refreshStatus}
          </Button>
          <NewNoteButton store={store} variant="outline" />
        </div>
      </div>
    </Card>
  );
}
