import { Card } from '@demos/kit';
import { Flame, TriangleAlert } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { FilesManifest } from '../core/crypto';
import { MESSAGES, readOfMessage, readsLeftWarning } from '../messages';
import * as styles from '../PrivnotePage.css';
import type { PrivnoteStore } from '../store';
import { NewNoteButton } from './NewNoteButton';
import { NoteFiles } from './NoteFiles';

/**
 * The note's text, with the warning that it is gone, or, for a note allowing several reads, which
 * read this was and how many are left.
 */
export function ReadNote({
  store,
  text,
  read = 1,
  reads = 1,
  files,
}: {
  store: PrivnoteStore;
  text: string;
  read?: number;
  reads?: number;
  files?: FilesManifest;
}) {
  const left = reads - read;
  const textRef = useRef<HTMLElement>(null);
  useEffect(() => {
    textRef.current?.focus();
  }, []);

  return (
    <Card title={MESSAGES.noteTitle}>
      <div className={styles.panel}>
        {reads > 1 && <p className={styles.readCount}>{readOfMessage(read, reads)}</p>}
        {/* Rendered as text, never as HTML. */}
        <section
          ref={textRef}
          className={styles.noteText}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1).
          tabIndex={0}
          aria-label={MESSAGES.noteTitle}
        >
          {text}
        </section>
        {files && files.files.length > 0 && (
          <NoteFiles manifest={files} download={(index) => store.getState().downloadAttachment(index)} />
        )}
        {left > 0 ? (
          <p className={styles.callout} role="note">
            <Flame size={18} aria-hidden className={`${styles.calloutIcon} ${styles.calloutIconWarning}`} />
            <span>{readsLeftWarning(left)}</span>
          </p>
        ) : (
          <p className={`${styles.callout} ${styles.calloutDanger}`} role="note">
            <TriangleAlert
              size={18}
              aria-hidden
              className={`${styles.calloutIcon} ${styles.calloutIconDanger}`}
            />
            <span>{MESSAGES.destroyedWarning}</span>
          </p>
        )}
        <div>
          <NewNoteButton store={store} variant="primary" />
        </div>
      </div>
    </Card>
  );
}
