import { toast } from '@demos/kit';
import { createStore } from 'zustand/vanilla';
import type { NotesApi } from './core/api';
import { NoteDecryptError } from './core/crypto';
import { NOTE_PATH, parseNoteLink } from './core/link';
import { createSecretNote, NoteNotFoundError, readSecretNote } from './core/notes';
import { MESSAGES } from './messages';

export type PrivnoteMode =
  | { kind: 'create' }
  | { kind: 'created'; link: string }
  /** A link was opened: checking (without consuming) that the note exists. */
  | { kind: 'checking'; id: string; key: string }
  /** Waiting for the reader to confirm: nothing is consumed before. */
  | { kind: 'confirm'; id: string; key: string }
  | { kind: 'reading'; id: string; key: string }
  | { kind: 'read'; text: string };

export interface PrivnoteState {
  mode: PrivnoteMode;
  draft: string;
  busy: boolean;
  setDraft: (draft: string) => void;
  /** Reads the address once: a link with an id opens view mode. */
  init: () => Promise<void>;
  create: () => Promise<void>;
  confirmRead: () => Promise<void>;
  /** Back to an empty create mode, with the id cleared from the address. */
  newNote: () => void;
}

export interface PrivnoteEnvironment {
  api: NotesApi;
  /** The site origin the link is built from. */
  origin: string;
  /** The address when the page opened (`location.search`, `location.hash`). */
  search: string;
  hash: string;
  /** Replaces the address without navigating (history.replaceState). */
  replaceUrl: (url: string) => void;
  notify?: typeof toast;
}

export function createPrivnoteStore({
  api,
  origin,
  search,
  hash,
  replaceUrl,
  notify = toast,
}: PrivnoteEnvironment) {
  let initialized = false;
  const notFound = () => notify.error(MESSAGES.notFoundTitle, MESSAGES.notFoundDescription);
  const readFailed = () => notify.error(MESSAGES.readFailedTitle, MESSAGES.readFailedDescription);
  const opened = parseNoteLink(search, hash);

  return createStore<PrivnoteState>()((set, get) => ({
    mode: opened.kind === 'note' ? { kind: 'checking', id: opened.id, key: opened.key } : { kind: 'create' },
    draft: '',
    busy: false,
    setDraft: (draft) => set({ draft }),

    async init() {
      if (initialized) return;
      initialized = true;
      const link = opened;
      if (link.kind === 'none') return;
      if (link.kind === 'invalid') {
        notFound();
        replaceUrl(NOTE_PATH);
        set({ mode: { kind: 'create' } });
        return;
      }
      set({ mode: { kind: 'checking', id: link.id, key: link.key } });
      try {
        if (await api.exists(link.id)) {
          set({ mode: { kind: 'confirm', id: link.id, key: link.key } });
        } else {
          notFound();
          replaceUrl(NOTE_PATH);
          set({ mode: { kind: 'create' } });
        }
      } catch (error) {
        console.error('Checking the note failed:', error);
        readFailed();
        // The note may well exist: let the reader try when the service is back.
        set({ mode: { kind: 'confirm', id: link.id, key: link.key } });
      }
    },

    async create() {
      const { draft, busy } = get();
      if (busy) return;
      if (draft.trim() === '') {
        notify.error(MESSAGES.blankTitle, MESSAGES.blankDescription);
        return;
      }
      set({ busy: true });
      try {
        const note = await createSecretNote(api, draft, origin);
        set({ mode: { kind: 'created', link: note.link }, draft: '', busy: false });
        notify.success(MESSAGES.createdTitle, MESSAGES.createdDescription);
      } catch (error) {
        console.warn('Creating the note failed:', error);
        set({ busy: false });
        notify.error(MESSAGES.createFailedTitle, MESSAGES.createFailedDescription);
      }
    },

    async confirmRead() {
      const { mode } = get();
      if (mode.kind !== 'confirm') return;
      set({ mode: { ...mode, kind: 'reading' } });
      try {
        const text = await readSecretNote(api, mode.id, mode.key);
        // The key has done its job: take it out of the address bar (and so of the history).
        replaceUrl(`${NOTE_PATH}?id=${encodeURIComponent(mode.id)}`);
        set({ mode: { kind: 'read', text } });
      } catch (error) {
        if (error instanceof NoteNotFoundError) {
          notFound();
          replaceUrl(NOTE_PATH);
          set({ mode: { kind: 'create' } });
        } else if (error instanceof NoteDecryptError) {
          // The server gave the note up, but it does not open with this key: it is gone.
          console.warn('Decrypting the note failed:', error);
          readFailed();
          replaceUrl(NOTE_PATH);
          set({ mode: { kind: 'create' } });
        } else {
          // Not retried automatically: the reader decides whether to try again.
          console.warn('Reading the note failed:', error);
          readFailed();
          set({ mode });
        }
      }
    },

    newNote() {
      replaceUrl(NOTE_PATH);
      set({ mode: { kind: 'create' }, draft: '', busy: false });
    },
  }));
}

export type PrivnoteStore = ReturnType<typeof createPrivnoteStore>;
