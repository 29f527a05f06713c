import { Card } from '@demos/kit';
import { TriangleAlert } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { MESSAGES } from '../messages';
import * as styles from '../PrivnotePage.css';
import type { PrivnoteStore } from '../store';
import { NewNoteButton } from './NewNoteButton';

/** The note's text, once, with the warning that it is gone. */
export function ReadNote({ store, text }: { store: PrivnoteStore; text: string }) {
  const textRef = useRef<HTMLElement>(null);
  useEffect(() => {
    textRef.current?.focus();
  }, []);

  return (
    <Card title={MESSAGES.noteTitle}>
      <div className={styles.panel}>
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
        <p className={`${styles.callout} ${styles.calloutDanger}`} role="note">
          <TriangleAlert
            size={18}
            aria-hidden
            className={`${styles.calloutIcon} ${styles.calloutIconDanger}`}
          />
          <span>{MESSAGES.destroyedWarning}</span>
        </p>
        <div>
          <NewNoteButton store={store} variant="primary" />
        </div>
      </div>
    </Card>
  );
}
