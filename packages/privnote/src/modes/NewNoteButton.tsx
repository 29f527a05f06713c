import { Button, type ButtonProps } from '@demos/kit';
import { Plus } from 'lucide-react';
import { MESSAGES } from '../messages';
import * as styles from '../PrivnotePage.css';
import type { PrivnoteStore } from '../store';

/** Back to create mode (and the id out of the address): the way out of every other mode. */
export function NewNoteButton({ store, variant }: { store: PrivnoteStore; variant: ButtonProps['variant'] }) {
  return (
    <Button
      variant={variant}
      className={styles.iconButton}
      icon={Plus}
      onClick={() => store.getState().newNote()}
    >
      {MESSAGES.newNote}
    </Button>
  );
}
