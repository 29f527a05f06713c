import { isNoteKey } from './crypto';

export const NOTE_PATH = '/privnote';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isNoteId(id: string): boolean {
  return UUID.test(id);
}

/** `${origin}/privnote?id=<id>#<key>`: browsers never send the fragment (the key) to any server. */
export function buildNoteLink(origin: string, id: string, key: string): string {
  return `${origin}${NOTE_PATH}?id=${encodeURIComponent(id)}#${key}`;
}

export type ParsedNoteLink =
  /** No id: the page opens in create mode. */
  | { kind: 'none' }
  /** An id, but it or the key is missing or malformed: the note cannot be found. */
  | { kind: 'invalid' }
  | { kind: 'note'; id: string; key: string };

/** Reads the id from the query and the key from the fragment (`location.search`, `location.hash`). */
export function parseNoteLink(search: string, hash: string): ParsedNoteLink {
  const id = new URLSearchParams(search).get('id');
  if (id === null) return { kind: 'none' };
  const key = hash.startsWith('#') ? hash.slice(1) : hash;
  if (!isNoteId(id) || !isNoteKey(key)) return { kind: 'invalid' };
  return { kind: 'note', id: id.toLowerCase(), key };
}
