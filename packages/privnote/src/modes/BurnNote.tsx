import { Button, Card } from '@demos/kit';
import { Flame, TriangleAlert } from 'lucide-react';
import { MESSAGES } from '../messages';
import * as styles from '../PrivnotePage.css';
import type { BurnView, PrivnoteStore } from '../store';
import { NewNoteButton } from './NewNoteButton';

/** What the burn page says after the button: destroyed, nothing to destroy, or a failure. */
function outcome(view: BurnView): { text: string; done: boolean } | null {
  if (view.kind === 'burned') return { text: MESSAGES.burned, done: true };
  if (view.kind === 'missing') return { text: MESSAGES.burnMissing, done: true };
  if (view.kind === 'failed') return { text: MESSAGES.burnFailed, done: false };
  return null;
}

/** The sender's burn link: one button that destroys the note, never reads it. */
export function BurnNote({ store, view }: { store: PrivnoteStore; view: BurnView }) {
  const said = outcome(view);
  const burning = view.kind === 'burning';
  return (
    <Card title={MESSAGES.burnTitle} description={MESSAGES.burnDescription}>
      <div className={styles.panel}>
        {said?.done ? null : (
          <p className={`${styles.callout} ${styles.calloutDanger}`} role="note">
            <TriangleAlert
              size={18}
              aria-hidden
              className={`${styles.calloutIcon} ${styles.calloutIconDanger}`}
            />
            <span>{MESSAGES.burnWarning}</span>
          </p>
        )}
        {/* One live region for the outcome, present from the start so it is announced. */}
        <p className={said ? styles.statusLine : styles.visuallyEmpty} role="status">
          {said && (
            <>
              <span className={styles.statusIcon}>
                {view.kind === 'burned' ? (
                  <Flame size={20} aria-hidden />
                ) : (
                  <TriangleAlert size={20} aria-hidden />
                )}
              </span>
              <span>{said.text}</span>
            </>
          )}
        </p>
        <div className={styles.confirmActions}>
          {!said?.done && (
            <Button
              variant="danger"
              className={styles.iconButton}
              icon={Flame}
              busy={burning}
              onClick={() => void store.getState().burn()}
            >
              {burning ? MESSAGES.burning : MESSAGES.burnNote}
            </Button>
          )}
          <NewNoteButton store={store} variant={said?.done ? 'primary' : 'outline'} />
        </div>
      </div>
    </Card>
  );
}
