import { DEFAULT_NOTE_EXPIRY, type NoteExpiry, type NoteStatus, type NotesApi } from './api';
import {
  decryptNote,
  decryptWithSecrets,
  deriveClaim,
  deriveNoteSecrets,
  deriveStatusClaim,
  encryptWithSecrets,
  generateNoteKey,
  hashClaim,
} from './crypto';
import { buildNoteLink, buildStatusLink } from './link';

/** The note does not exist, has expired, was already read, or the key does not match. */
export class NoteNotFoundError extends Error {
  constructor() {
    super('The note does not exist or has already been read.');
    this.name = 'NoteNotFoundError';
  }
}

export class EmptyNoteError extends Error {
  constructor() {
    super('The message is blank.');
    this.name = 'EmptyNoteError';
  }
}

/** The passphrase was wrong; `remaining` tries are left (0: the database destroyed the note). */
export class WrongPassphraseError extends Error {
  readonly remaining: number;
  constructor(remaining: number) {
    super(
      remaining > 0
        ? `Wrong passphrase: ${remaining} tries left.`
        : 'Wrong passphrase: the note was destroyed after too many wrong tries.',
    );
    this.name = 'WrongPassphraseError';
    this.remaining = remaining;
  }
}

export interface CreateNoteOptions {
  /** How long the note lives unread: 1 hour, 1 day, or 7 days (the default). */
  expiry?: NoteExpiry;
  /** An optional second secret the reader must type; '' means none. */
  passphrase?: string;
}

export interface CreatedNote {
  id: string;
  key: string;
  link: string;
  /** The sender's status link (read or not, never the content) and its key. */
  statusKey: string;
  statusLink: string;
  expiry: NoteExpiry;
  hasPassphrase: boolean;
}

/** Encrypts `text` in the browser, stores only the ciphertext, and builds the shareable links. */
export async function createSecretNote(
  api: NotesApi,
  text: string,
  origin: string,
  { expiry = DEFAULT_NOTE_EXPIRY, passphrase = '' }: CreateNoteOptions = {},
): Promise<CreatedNote> {
  if (text.trim() === '') throw new EmptyNoteError();
  const key = generateNoteKey();
  const statusKey = generateNoteKey();
  const { content, claimHash, passphraseClaimHash } = await encryptWithSecrets(
    text,
    await deriveNoteSecrets(key, passphrase),
  );
  const id = await api.createWithOptions({
    content,
    claimHash,
    expiry,
    statusHash: await hashClaim(await deriveStatusClaim(statusKey)),
    passphraseClaimHash,
  });
  return {
    id,
    key,
    link: buildNoteLink(origin, id, key),
    statusKey,
    statusLink: buildStatusLink(origin, id, statusKey),
    expiry,
    hasPassphrase: passphraseClaimHash !== null,
  };
}

/**
 * Reads and destroys a note, then decrypts it. A note with a passphrase needs `passphrase`: a wrong
 * one throws WrongPassphraseError (the note stays, unless it was the last try). Throws
 * NoteNotFoundError when nothing matched.
 */
export async function readSecretNote(
  api: NotesApi,
  id: string,
  key: string,
  passphrase = '',
): Promise<string> {
  if (passphrase === '') {
    const content = await api.read(id, await deriveClaim(key));
    if (content === null) throw new NoteNotFoundError();
    return decryptNote(content, key);
  }
  const secrets = await deriveNoteSecrets(key, passphrase);
  const result = await api.readWithPassphrase(id, secrets.claim, secrets.passphraseClaim as string);
  if (result === null) throw new NoteNotFoundError();
  if ('remaining' in result) throw new WrongPassphraseError(result.remaining);
  return decryptWithSecrets(result.content, secrets);
}

/** The state behind a status link; throws NoteNotFoundError for an unknown (or purged) one. */
export async function readNoteStatus(api: NotesApi, id: string, statusKey: string): Promise<NoteStatus> {
  const status = await api.status(id, await deriveStatusClaim(statusKey));
  if (status === null) throw new NoteNotFoundError();
  return status;
}
