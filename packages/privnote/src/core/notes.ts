import {
  DEFAULT_NOTE_EXPIRY,
  DEFAULT_NOTE_READS,
  DEFAULT_NOTE_RECIPIENTS,
  isNoteRecipients,
  type NoteExpiry,
  type NoteStatus,
  type NotesApi,
} from './api';
import { type FilesProgress, type NoteFileInput, uploadFiles } from './attachments';
import {
  deriveBurnClaim,
  deriveClaim,
  deriveNoteSecrets,
  deriveStatusClaim,
  type FilesManifest,
  generateNoteKey,
  hashClaim,
  openEnvelope,
  sealEnvelope,
} from './crypto';
import { buildBurnLink, buildNoteLink, buildStatusLink } from './link';

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
  /** How many times the note may be read, 1 (the default) to 10. */
  reads?: number;
  /** How many links to make, one per recipient, each read on its own: 1 (the default) to 10. */
  recipients?: number;
  /** Files to attach (encrypted in the browser, uploaded in chunks); none by default. */
  files?: readonly NoteFileInput[];
  /** Upload progress of the files, in plaintext bytes. */
  onFilesProgress?: FilesProgress;
}

/** Files were given but the notes backend has no files functions. */
export class FilesUnsupportedError extends Error {
  constructor() {
    super('This notes backend does not take files.');
    this.name = 'FilesUnsupportedError';
  }
}

/** One recipient's link: its note id and key. */
export interface RecipientLink {
  id: string;
  key: string;
  link: string;
}

export interface CreatedNote {
  id: string;
  key: string;
  link: string;
  /** The sender's status link (read or not, never the content) and its key. */
  statusKey: string;
  statusLink: string;
  /** The sender's burn link (destroys the note, cannot read it) and its key. */
  burnKey: string;
  burnLink: string;
  expiry: NoteExpiry;
  hasPassphrase: boolean;
  reads: number;
  /** Every recipient's link, in order (the first is `id`, `key`, `link`). */
  links: RecipientLink[];
}

/** A note's text as one read gave it: which read this was (1-based) and how many the note allows. */
export interface OpenedNote {
  text: string;
  read: number;
  reads: number;
  /** The attached files' names, sizes and keys, when the note has files. */
  files?: FilesManifest;
}

/** The same text (and files manifest) under a new link key: its content and claim hashes. */
async function encryptForLink(text: string, passphrase: string, files: FilesManifest | undefined) {
  const key = generateNoteKey();
  const envelope = files ? { text, files } : { text };
  return { key, ...(await sealEnvelope(envelope, await deriveNoteSecrets(key, passphrase))) };
}

/**
 * Encrypts `text` in the browser, stores only the ciphertext, and builds the shareable links: one
 * note link per recipient (each its own key, read on its own), one status link and one burn link.
 */
export async function createSecretNote(
  api: NotesApi,
  text: string,
  origin: string,
  {
    expiry = DEFAULT_NOTE_EXPIRY,
    passphrase = '',
    reads = DEFAULT_NOTE_READS,
    recipients = DEFAULT_NOTE_RECIPIENTS,
    files = [],
    onFilesProgress,
  }: CreateNoteOptions = {},
): Promise<CreatedNote> {
  if (text.trim() === '') throw new EmptyNoteError();
  if (!isNoteRecipients(recipients)) throw new RangeError('The number of recipients must be 1 to 10.');
  if (files.length > 0 && !api.files) throw new FilesUnsupportedError();
  // One bundle for every link: each link's content carries its key, under the link's own key.
  const uploaded =
    files.length > 0 && api.files ? await uploadFiles(api.files, files, onFilesProgress) : null;
  const manifest = uploaded?.manifest;
  const first = await encryptForLink(text, passphrase, manifest);
  const statusKey = generateNoteKey();
  const statusClaim = await deriveStatusClaim(statusKey);
  const burnKey = generateNoteKey();
  const id = await api.createCounted({
    content: first.content,
    claimHash: first.claimHash,
    expiry,
    statusHash: await hashClaim(statusClaim),
    passphraseClaimHash: first.passphraseClaimHash,
    maxReads: reads,
    burnHash: await hashClaim(await deriveBurnClaim(burnKey)),
  });
  const links: RecipientLink[] = [{ id, key: first.key, link: buildNoteLink(origin, id, first.key) }];
  // One after the other: the database numbers the links in the order they are added.
  while (links.length < recipients) {
    const next = await encryptForLink(text, passphrase, manifest);
    const nextId = await api.addRecipient(id, next, statusClaim);
    links.push({ id: nextId, key: next.key, link: buildNoteLink(origin, nextId, next.key) });
  }
  if (uploaded && api.files)
    await api.files.attach(manifest?.bundle as string, uploaded.uploadClaim, id, statusClaim);
  return {
    id,
    key: first.key,
    link: links[0]?.link as string,
    statusKey,
    statusLink: buildStatusLink(origin, id, statusKey),
    burnKey,
    burnLink: buildBurnLink(origin, id, burnKey),
    expiry,
    hasPassphrase: first.passphraseClaimHash !== null,
    reads,
    links,
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
  return (await openSecretNote(api, id, key, passphrase)).text;
}

/** readSecretNote, also saying which read this was (`Lecture 2 sur 3`). */
export async function openSecretNote(
  api: NotesApi,
  id: string,
  key: string,
  passphrase = '',
): Promise<OpenedNote> {
  if (passphrase === '') {
    const result = await api.readCounted(id, await deriveClaim(key));
    if (result === null) throw new NoteNotFoundError();
    const envelope = await openEnvelope(result.content, await deriveNoteSecrets(key));
    return { ...envelope, read: result.read, reads: result.reads };
  }
  const secrets = await deriveNoteSecrets(key, passphrase);
  const result = await api.readWithPassphrase(id, secrets.claim, secrets.passphraseClaim as string);
  if (result === null) throw new NoteNotFoundError();
  if ('remaining' in result) throw new WrongPassphraseError(result.remaining);
  return {
    ...(await openEnvelope(result.content, secrets)),
    read: result.read ?? 1,
    reads: result.reads ?? 1,
  };
}

/**
 * Destroys a note through its burn link; resolves to the destruction time. Throws
 * NoteNotFoundError when no live note matched (read, destroyed or expired already, or a wrong key).
 */
export async function burnSecretNote(api: NotesApi, id: string, burnKey: string): Promise<string> {
  const result = await api.burn(id, await deriveBurnClaim(burnKey));
  if (result === null) throw new NoteNotFoundError();
  return result.destroyedAt;
}

/**
 * Destroys one recipient's link through the status link; resolves to the destruction time. Throws
 * NoteNotFoundError when that link was not live (read, destroyed, expired) or the key is wrong.
 */
export async function burnRecipientLink(
  api: NotesApi,
  id: string,
  link: number,
  statusKey: string,
): Promise<string> {
  const result = await api.burnLink(id, link, await deriveStatusClaim(statusKey));
  if (result === null) throw new NoteNotFoundError();
  return result.destroyedAt;
}

/** The state behind a status link; throws NoteNotFoundError for an unknown (or purged) one. */
export async function readNoteStatus(api: NotesApi, id: string, statusKey: string): Promise<NoteStatus> {
  const status = await api.status(id, await deriveStatusClaim(statusKey));
  if (status === null) throw new NoteNotFoundError();
  return status;
}
