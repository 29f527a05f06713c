import { toast } from '@demos/kit';
import { createStore } from 'zustand/vanilla';
import {
  DEFAULT_NOTE_EXPIRY,
  DEFAULT_NOTE_READS,
  DEFAULT_NOTE_RECIPIENTS,
  type NoteExpiry,
  type NoteStatus,
  type NotesApi,
} from './core/api';
import { refusalMessage } from './core/apiError';
import { checkFiles, downloadFile, FilesTooLargeError, TooManyFilesError } from './core/attachments';
import { type FilesManifest, MAX_PASSPHRASE_LENGTH, NoteDecryptError } from './core/crypto';
import type { FilesLimits } from './core/filesApi';
import { NOTE_PATH, parseNoteLink } from './core/link';
import {
  burnRecipientLink,
  burnSecretNote,
  createSecretNote,
  FilesUnsupportedError,
  NoteNotFoundError,
  openSecretNote,
  readNoteStatus,
  WrongPassphraseError,
} from './core/notes';
import { filesMessages, MESSAGES, wrongPassphraseMessage } from './messages';

/** A note link's reveal step. `passphrase` is null when the server could not be asked yet. */
interface RevealStep {
  id: string;
  key: string;
  passphrase: boolean | null;
  remaining: number;
  /** Reads the note has left, when the server said (a note allowing several). */
  readsLeft?: number;
}

export type StatusView =
  | { kind: 'loading' }
  | { kind: 'ready'; status: NoteStatus }
  /** No note has this id and status key (or it expired and was purged). */
  | { kind: 'missing' }
  | { kind: 'failed' };

/** The burn link's page: before, during and after `Détruire la note`. */
export type BurnView =
  | { kind: 'ready' }
  | { kind: 'burning' }
  | { kind: 'burned'; destroyedAt: string }
  /** No live note matched: already read, destroyed or expired, or a wrong key. */
  | { kind: 'missing' }
  | { kind: 'failed' };

export type PrivnoteMode =
  | { kind: 'create' }
  | {
      kind: 'created';
      link: string;
      statusLink?: string;
      burnLink?: string;
      expiry?: NoteExpiry;
      hasPassphrase?: boolean;
      reads?: number;
      /** Every recipient's link, when there are several (the first is `link`). */
      links?: string[];
    }
  /** A link was opened: checking (without consuming) that the note exists. */
  | ({ kind: 'checking' } & RevealStep)
  /** Waiting for the reader to confirm: nothing is consumed before. */
  | ({ kind: 'confirm' } & RevealStep)
  | ({ kind: 'reading' } & RevealStep)
  /** `read` of `reads`: which read this was, of how many the note allows. */
  | { kind: 'read'; text: string; read: number; reads: number; files?: FilesManifest }
  /** The sender's status link. */
  | {
      kind: 'status';
      id: string;
      key: string;
      view: StatusView;
      /** The link the status page's burn action is destroying. */
      burning?: number;
    }
  /** The sender's burn link. */
  | { kind: 'burn'; id: string; key: string; view: BurnView };

export interface PrivnoteState {
  mode: PrivnoteMode;
  draft: string;
  expiry: NoteExpiry;
  /** The sender's optional passphrase (create mode). */
  passphrase: string;
  /** How many times the note may be read (create mode). */
  reads: number;
  /** How many links to make, one per recipient (create mode). */
  recipients: number;
  /** What the reader types on the reveal step. */
  readerPassphrase: string;
  /** The reveal step's message about the passphrase (wrong, missing). */
  passphraseError: string | null;
  busy: boolean;
  /** Whether the backend takes files (the page offers them only then). */
  filesEnabled: boolean;
  /** Files the sender attaches (create mode), and why the last one was refused. */
  attachments: File[];
  attachmentsError: string | null;
  /** The server's limits; the defaults until it has been asked (on the first file). */
  filesLimits: FilesLimits;
  /** Plaintext bytes of files sent so far while creating, of the total. */
  uploadProgress: { sent: number; total: number } | null;
  addAttachment: (file: File) => Promise<void>;
  removeAttachment: (index: number) => void;
  /** Fetches and decrypts file `index` of the note just read. */
  downloadAttachment: (index: number) => Promise<Blob>;
  setDraft: (draft: string) => void;
  setExpiry: (expiry: NoteExpiry) => void;
  setPassphrase: (passphrase: string) => void;
  setReads: (reads: number) => void;
  setRecipients: (recipients: number) => void;
  setReaderPassphrase: (passphrase: string) => void;
  /** Reads the address once: a link with an id opens view mode, a status link the status. */
  init: () => Promise<void>;
  create: () => Promise<void>;
  confirmRead: () => Promise<void>;
  /** Asks the database again for the status behind the status link. */
  refreshStatus: () => Promise<void>;
  /** The burn link's action: destroys the note. */
  burn: () => Promise<void>;
  /** The status page's action for a note with several links: destroys link `link`. */
  burnRecipient: (link: number) => Promise<void>;
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

/** The limits the page states before the server has answered (its defaults). */
export const DEFAULT_FILES_LIMITS: FilesLimits = { maxBytes: 10 * 1024 * 1024, maxFiles: 5 };

/** The French message for files that break `limits`, or null when they fit. */
export function attachmentsProblem(files: readonly File[], limits: FilesLimits): string | null {
  try {
    checkFiles(
      files.map((data) => ({ name: data.name, data })),
      limits,
    );
    return null;
  } catch (error) {
    if (error instanceof TooManyFilesError) return filesMessages.tooMany(error.max);
    if (error instanceof FilesTooLargeError) return filesMessages.tooLarge(error.maxBytes);
    throw error;
  }
}

/** Whether the sender's passphrase is acceptable (the same limit the key derivation enforces). */
export function passphraseTooLong(passphrase: string): boolean {
  return passphrase.normalize('NFC').length > MAX_PASSPHRASE_LENGTH;
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
  /** The server's own sentence for a refusal (too many requests, with the wait), else the generic one. */
  const readFailed = (error?: unknown) =>
    notify.error(MESSAGES.readFailedTitle, refusalMessage(error) ?? MESSAGES.readFailedDescription);
  const opened = parseNoteLink(search, hash);
  const initialMode = (): PrivnoteMode => {
    if (opened.kind === 'note') {
      return { kind: 'checking', id: opened.id, key: opened.key, passphrase: null, remaining: 0 };
    }
    if (opened.kind === 'status') {
      return { kind: 'status', id: opened.id, key: opened.key, view: { kind: 'loading' } };
    }
    if (opened.kind === 'burn') {
      return { kind: 'burn', id: opened.id, key: opened.key, view: { kind: 'ready' } };
    }
    return { kind: 'create' };
  };

  let limitsAsked = false;
  let adding: Promise<void> = Promise.resolve();
  return createStore<PrivnoteState>()((set, get) => {
    /** The server's file limits, asked once (on the first file): supabase-js loads with it. */
    const refreshLimits = async () => {
      if (limitsAsked || !api.files) return;
      limitsAsked = true;
      try {
        set({ filesLimits: await api.files.limits() });
      } catch (error) {
        limitsAsked = false;
        console.warn('Reading the files limits failed:', error);
      }
    };
    /** Why creating failed, for a note with files: a limit the server enforced. */
    const filesFailure = (error: unknown): string | null => {
      const { filesLimits } = get();
      if (error instanceof TooManyFilesError) return filesMessages.tooMany(error.max);
      if (error instanceof FilesTooLargeError) return filesMessages.tooLarge(error.maxBytes);
      if (error instanceof FilesUnsupportedError) return filesMessages.unsupported;
      if ((error as { status?: number } | null)?.status === 413)
        return filesMessages.tooLarge(filesLimits.maxBytes);
      return null;
    };
    const backToCreate = () => {
      replaceUrl(NOTE_PATH);
      set({ mode: { kind: 'create' }, readerPassphrase: '', passphraseError: null });
    };

    const loadStatus = async (id: string, key: string) => {
      try {
        const status = await readNoteStatus(api, id, key);
        set({ mode: { kind: 'status', id, key, view: { kind: 'ready', status } } });
      } catch (error) {
        if (error instanceof NoteNotFoundError) {
          set({ mode: { kind: 'status', id, key, view: { kind: 'missing' } } });
        } else {
          console.warn('Reading the note status failed:', error);
          set({ mode: { kind: 'status', id, key, view: { kind: 'failed' } } });
        }
      }
    };

    return {
      mode: initialMode(),
      draft: '',
      expiry: DEFAULT_NOTE_EXPIRY,
      passphrase: '',
      reads: DEFAULT_NOTE_READS,
      recipients: DEFAULT_NOTE_RECIPIENTS,
      readerPassphrase: '',
      passphraseError: null,
      busy: false,
      filesEnabled: api.files !== undefined,
      attachments: [],
      attachmentsError: null,
      filesLimits: DEFAULT_FILES_LIMITS,
      uploadProgress: null,
      addAttachment(file) {
        // One after the other, in the order chosen: the first waits for the server's limits.
        adding = adding.then(async () => {
          await refreshLimits();
          const { attachments, filesLimits } = get();
          const problem = attachmentsProblem([...attachments, file], filesLimits);
          if (problem) set({ attachmentsError: problem });
          else set({ attachments: [...attachments, file], attachmentsError: null });
        });
        return adding;
      },
      removeAttachment: (index) =>
        set({ attachments: get().attachments.filter((_, i) => i !== index), attachmentsError: null }),
      async downloadAttachment(index) {
        const { mode } = get();
        if (mode.kind !== 'read' || !mode.files || !api.files) throw new FilesUnsupportedError();
        return downloadFile(api.files, mode.files, index);
      },
      setDraft: (draft) => set({ draft }),
      setExpiry: (expiry) => set({ expiry }),
      setPassphrase: (passphrase) => set({ passphrase }),
      setReads: (reads) => set({ reads }),
      setRecipients: (recipients) => set({ recipients }),
      setReaderPassphrase: (readerPassphrase) => set({ readerPassphrase, passphraseError: null }),

      async init() {
        if (initialized) return;
        initialized = true;
        const link = opened;
        if (link.kind === 'none' || link.kind === 'burn') return;
        if (link.kind === 'invalid') {
          notFound();
          backToCreate();
          return;
        }
        if (link.kind === 'status') {
          await loadStatus(link.id, link.key);
          return;
        }
        const step: RevealStep = { id: link.id, key: link.key, passphrase: null, remaining: 0 };
        set({ mode: { kind: 'checking', ...step } });
        try {
          const info = await api.info(link.id);
          if (info) {
            set({
              mode: {
                kind: 'confirm',
                ...step,
                passphrase: info.passphrase,
                remaining: info.remaining,
                ...(info.readsLeft === undefined ? {} : { readsLeft: info.readsLeft }),
              },
            });
          } else {
            notFound();
            backToCreate();
          }
        } catch (error) {
          console.error('Checking the note failed:', error);
          readFailed(error);
          // The note may well exist: let the reader try when the service is back.
          set({ mode: { kind: 'confirm', ...step } });
        }
      },

      async create() {
        const { draft, busy, expiry, passphrase, reads, recipients, attachments } = get();
        if (busy) return;
        if (draft.trim() === '') {
          notify.error(MESSAGES.blankTitle, MESSAGES.blankDescription);
          return;
        }
        // The form shows why; nothing is sent.
        if (passphraseTooLong(passphrase)) return;
        set({ busy: true, attachmentsError: null });
        try {
          const files = attachments.map((data) => ({ name: data.name, type: data.type, data }));
          const note = await createSecretNote(api, draft, origin, {
            expiry,
            passphrase,
            reads,
            recipients,
            files,
            onFilesProgress: (sent, total) => set({ uploadProgress: { sent, total } }),
          });
          set({
            mode: {
              kind: 'created',
              link: note.link,
              statusLink: note.statusLink,
              burnLink: note.burnLink,
              expiry: note.expiry,
              hasPassphrase: note.hasPassphrase,
              reads: note.reads,
              ...(note.links.length > 1 ? { links: note.links.map((entry) => entry.link) } : {}),
            },
            draft: '',
            passphrase: '',
            expiry: DEFAULT_NOTE_EXPIRY,
            reads: DEFAULT_NOTE_READS,
            recipients: DEFAULT_NOTE_RECIPIENTS,
            attachments: [],
            uploadProgress: null,
            busy: false,
          });
          notify.success(MESSAGES.createdTitle, MESSAGES.createdDescription);
        } catch (error) {
          console.warn('Creating the note failed:', error);
          const problem = filesFailure(error);
          set({ busy: false, uploadProgress: null, attachmentsError: problem });
          notify.error(
            MESSAGES.createFailedTitle,
            problem ?? refusalMessage(error) ?? MESSAGES.createFailedDescription,
          );
        }
      },

      async confirmRead() {
        let { mode } = get();
        if (mode.kind !== 'confirm') return;
        const { readerPassphrase } = get();
        set({ mode: { ...mode, kind: 'reading' }, passphraseError: null });
        if (mode.passphrase === null) {
          // The first check failed: ask again before reading, so the right function is called.
          try {
            const info = await api.info(mode.id);
            if (!info) {
              notFound();
              backToCreate();
              return;
            }
            mode = { ...mode, passphrase: info.passphrase, remaining: info.remaining };
          } catch (error) {
            console.warn('Checking the note failed:', error);
            readFailed(error);
            set({ mode });
            return;
          }
        }
        if (mode.passphrase && readerPassphrase === '') {
          set({ mode, passphraseError: MESSAGES.passphraseRequired });
          return;
        }
        if (mode.passphrase && passphraseTooLong(readerPassphrase)) {
          set({ mode, passphraseError: MESSAGES.passphraseTooLong });
          return;
        }
        try {
          const { text, read, reads, files } = await openSecretNote(
            api,
            mode.id,
            mode.key,
            mode.passphrase ? readerPassphrase : '',
          );
          // The key has done its job: take it out of the address bar (and so of the history).
          replaceUrl(`${NOTE_PATH}?id=${encodeURIComponent(mode.id)}`);
          set({
            mode: { kind: 'read', text, read, reads, ...(files ? { files } : {}) },
            readerPassphrase: '',
            passphraseError: null,
          });
        } catch (error) {
          if (error instanceof WrongPassphraseError) {
            if (error.remaining > 0) {
              set({
                mode: { ...mode, remaining: error.remaining },
                readerPassphrase: '',
                passphraseError: wrongPassphraseMessage(error.remaining),
              });
            } else {
              notify.error(MESSAGES.destroyedTitle, MESSAGES.destroyedDescription);
              backToCreate();
            }
          } else if (error instanceof NoteNotFoundError) {
            notFound();
            backToCreate();
          } else if (error instanceof NoteDecryptError) {
            // The server gave the note up, but it does not open with this key: it is gone.
            console.warn('Decrypting the note failed:', error);
            readFailed();
            backToCreate();
          } else {
            // Not retried automatically: the reader decides whether to try again.
            console.warn('Reading the note failed:', error);
            readFailed(error);
            set({ mode });
          }
        }
      },

      async refreshStatus() {
        const { mode } = get();
        if (mode.kind !== 'status' || mode.view.kind === 'loading') return;
        set({ mode: { ...mode, view: { kind: 'loading' } } });
        await loadStatus(mode.id, mode.key);
      },

      async burn() {
        const { mode } = get();
        if (mode.kind !== 'burn' || mode.view.kind === 'burning' || mode.view.kind === 'burned') return;
        const burnMode = (view: BurnView) => ({ mode: { ...mode, view } });
        set(burnMode({ kind: 'burning' }));
        try {
          const destroyedAt = await burnSecretNote(api, mode.id, mode.key);
          set(burnMode({ kind: 'burned', destroyedAt }));
        } catch (error) {
          if (error instanceof NoteNotFoundError) {
            set(burnMode({ kind: 'missing' }));
          } else {
            // Not retried automatically: the sender presses the button again.
            console.warn('Destroying the note failed:', error);
            set(burnMode({ kind: 'failed' }));
          }
        }
      },

      async burnRecipient(link) {
        const { mode } = get();
        if (mode.kind !== 'status' || mode.burning !== undefined) return;
        set({ mode: { ...mode, burning: link } });
        try {
          await burnRecipientLink(api, mode.id, link, mode.key);
        } catch (error) {
          if (error instanceof NoteNotFoundError) {
            notify.error(MESSAGES.burnTitle, MESSAGES.burnLinkMissing);
          } else {
            // Not retried automatically: the sender presses the button again.
            console.warn('Destroying the link failed:', error);
            notify.error(MESSAGES.burnTitle, MESSAGES.burnLinkFailed);
          }
        }
        // Either way the list shows what the database now holds.
        await loadStatus(mode.id, mode.key);
      },

      newNote() {
        replaceUrl(NOTE_PATH);
        set({
          mode: { kind: 'create' },
          draft: '',
          passphrase: '',
          reads: DEFAULT_NOTE_READS,
          recipients: DEFAULT_NOTE_RECIPIENTS,
          readerPassphrase: '',
          passphraseError: null,
          expiry: DEFAULT_NOTE_EXPIRY,
          busy: false,
        });
      },
    };
  });
}

export type PrivnoteStore = ReturnType<typeof createPrivnoteStore>;
