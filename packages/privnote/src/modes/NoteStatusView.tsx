import { Button, Card, Spinner } from '@demos/kit';
import { Clock3, Flame, Mail, MailOpen, RefreshCw, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import type { LinkStatus, NoteStatus } from '../core/api';
import {
  burnRecipientLabel,
  linkStatusMessages,
  linksReadSummary,
  MESSAGES,
  readLine,
  statusMessages,
} from '../messages';
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

/** A note with several links: how many of them were read (each is listed below). */
function linksLine(links: LinkStatus[]): StatusLine {
  const read = links.filter((link) => link.state === 'read').length;
  return { text: linksReadSummary(read, links.length), icon: <MailOpen size={20} aria-hidden /> };
}

/** One link's state: `Lien 2 : lue le …`. */
function linkText(link: LinkStatus): string {
  switch (link.state) {
    case 'unread': {
      const count = link.reads?.length ?? 0;
      return count > 0 && link.maxReads
        ? linkStatusMessages.partlyRead(link.link, count, link.maxReads)
        : linkStatusMessages.unread(link.link, link.expiresAt);
    }
    case 'read':
      return linkStatusMessages.read(link.link, link.readAt);
    case 'expired':
      return linkStatusMessages.expired(link.link);
    case 'destroyed':
      return link.destroyedBy === 'sender'
        ? linkStatusMessages.burned(link.link, link.destroyedAt)
        : linkStatusMessages.destroyed(link.link, link.destroyedAt);
  }
}

/** Every read with its date (one read says it all in the line). */
function ReadTimes({ reads, maxReads = 1 }: { reads?: string[]; maxReads?: number }) {
  if (maxReads <= 1 || !reads || reads.length === 0) return null;
  return (
    <ol className={styles.readsList} aria-label={MESSAGES.readsListLabel}>
      {reads.map((at, index) => (
        <li key={at}>{readLine(index + 1, at)}</li>
      ))}
    </ol>
  );
}

/** Each recipient's link: its state, its reads, and a burn while it is live. */
function LinksList({
  store,
  links,
  burning,
}: {
  store: PrivnoteStore;
  links: LinkStatus[];
  burning?: number;
}) {
  return (
    <ol className={styles.linksList} aria-label={MESSAGES.linksListLabel}>
      {links.map((link) => (
        <li key={link.link} className={styles.linkItem}>
          <span className={styles.linkItemText}>
            {linkText(link)}
            <ReadTimes reads={link.reads} maxReads={link.maxReads} />
          </span>
          {link.state === 'unread' && (
            <Button
              variant="danger"
              size="sm"
              className={styles.iconButton}
              icon={Flame}
              busy={burning === link.link}
              disabled={burning !== undefined}
              onClick={() => void store.getState().burnRecipient(link.link)}
            >
              {burnRecipientLabel(link.link)}
            </Button>
          )}
        </li>
      ))}
    </ol>
  );
}

function viewLine(view: StatusView): StatusLine {
  if (view.kind === 'loading') return { text: MESSAGES.statusLoading, icon: <Spinner size={20} /> };
  if (view.kind === 'ready' && view.status.links) return linksLine(view.status.links);
  if (view.kind === 'ready') return noteLine(view.status);
  return {
    text: view.kind === 'missing' ? MESSAGES.statusMissing : MESSAGES.statusFailed,
    icon: <TriangleAlert size={20} aria-hidden />,
  };
}

/** The sender's status link: whether the note was read, never its content. */
export function NoteStatusView({
  store,
  view,
  burning,
}: {
  store: PrivnoteStore;
  view: StatusView;
  burning?: number;
}) {
  const line = viewLine(view);
  const links = view.kind === 'ready' ? view.status.links : undefined;
  return (
    <Card title={MESSAGES.statusTitle} description={MESSAGES.statusDescription}>
      <div className={styles.panel}>
        <p className={styles.statusLine} role="status">
          <span className={styles.statusIcon}>{line.icon}</span>
          <span>{line.text}</span>
        </p>
        {links && <LinksList store={store} links={links} burning={burning} />}
        {view.kind === 'ready' && !links && (
          <ReadTimes reads={view.status.reads} maxReads={view.status.maxReads} />
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
