import type { NotesApi } from './api';
import { decryptNote, deriveClaim, encryptNote, generateNoteKey } from './crypto';
import { buildNoteLink } from './link';

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

export interface CreatedNote {
  id: string;
  key: string;
  link: string;
}

/** Encrypts `text` in the browser, stores only the ciphertext, and builds the shareable link. */
export async function createSecretNote(api: NotesApi, text: string, origin: string): Promise<CreatedNote> {
  if (text.trim() === '') throw new EmptyNoteError();
  const key = generateNoteKey();
  const { content, claimHash } = await encryptNote(text, key);
  const id = await api.create(content, claimHash);
  return { id, key, link: buildNoteLink(origin, id, key) };
}

/** Reads and destroys a note, then decrypts it. Throws NoteNotFoundError when nothing matched. */
export async function readSecretNote(api: NotesApi, id: string, key: string): Promise<string> {
  const content = await api.read(id, await deriveClaim(key));
  if (content === null) throw new NoteNotFoundError();
  return decryptNote(content, key);
}
