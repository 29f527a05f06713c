import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import type { NotesApi } from './core/api';
import { getDefaultApi, replaceUrl } from './defaultApi';
import { BurnNote } from './modes/BurnNote';
import { ConfirmRead } from './modes/ConfirmRead';
import { CreatedNote } from './modes/CreatedNote';
import { CreateNote } from './modes/CreateNote';
import { NoteStatusView } from './modes/NoteStatusView';
import { ReadNote } from './modes/ReadNote';
import { createPrivnoteStore, type PrivnoteStore } from './store';

export interface NoteBodyProps {
  api?: NotesApi;
  store?: PrivnoteStore;
}

/** The page below its header: one view per mode of the store, which the address starts. */
export function NoteBody({ api, store: injected }: NoteBodyProps) {
  const [store] = useState(
    () =>
      injected ??
      createPrivnoteStore({
        api: api ?? getDefaultApi(),
        origin: window.location.origin,
        search: window.location.search,
        hash: window.location.hash,
        replaceUrl,
      }),
  );
  const mode = useStore(store, (s) => s.mode);

  useEffect(() => {
    void store.getState().init();
  }, [store]);

  switch (mode.kind) {
    case 'create':
      return <CreateNote store={store} />;
    case 'created':
      return (
        <CreatedNote
          store={store}
          link={mode.link}
          statusLink={mode.statusLink}
          burnLink={mode.burnLink}
          expiry={mode.expiry}
          hasPassphrase={mode.hasPassphrase}
          reads={mode.reads}
          links={mode.links}
        />
      );
    case 'checking':
    case 'confirm':
    case 'reading':
      return <ConfirmRead store={store} />;
    case 'read':
      return (
        <ReadNote store={store} text={mode.text} read={mode.read} reads={mode.reads} files={mode.files} />
      );
    case 'status':
      return <NoteStatusView store={store} view={mode.view} burning={mode.burning} />;
    case 'burn':
      return <BurnNote store={store} view={mode.view} />;
  }
}
