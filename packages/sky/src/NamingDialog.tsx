import { Button, Dialog, TextField } from '@demos/kit';
import { useStore } from 'zustand';
import { DEFAULT_CONSTELLATION_NAME } from './core/constants';
import * as styles from './SkyPage.css';
import type { SkyStore } from './store';

/** Asks for the revealed constellation's name (a blank one becomes the default). */
export function NamingDialog({
  store,
  draftName,
  onDraftName,
}: {
  store: SkyStore;
  draftName: string;
  onDraftName: (name: string) => void;
}) {
  const namingOpen = useStore(store, (s) => s.namingOpen);
  return (
    <Dialog
      open={namingOpen}
      onOpenChange={(open) => {
        if (!open) store.getState().cancelNaming();
      }}
      title="Name your constellation"
      description="Give it a name to reveal it. Leave it blank to call it “My Constellation”."
    >
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          store.getState().confirmName(draftName);
        }}
      >
        <TextField
          label="Constellation name"
          value={draftName}
          onChange={(event) => onDraftName(event.target.value)}
          placeholder={DEFAULT_CONSTELLATION_NAME}
          maxLength={60}
          autoComplete="off"
        />
        <div className={styles.formActions}>
          <Button type="button" variant="secondary" onClick={() => store.getState().cancelNaming()}>
            Cancel
          </Button>
          <Button type="submit">Name it</Button>
        </div>
      </form>
    </Dialog>
  );
}
