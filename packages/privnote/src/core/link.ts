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

/**
 * The sender's status link, `${origin}/privnote?status=<id>#<status key>`: it shows whether the
 * note was read, never its content. Its key is not the note's key and opens nothing.
 */
export function buildStatusLink(origin: string, id: string, statusKey: string): string {
  return `${origin}${NOTE_PATH}?status=${encodeURIComponent(id)}#${statusKey}`;
}

/**
 * The sender's burn link, `${origin}/privnote?burn=<id>#<burn key>`: it destroys the note, and its
 * key neither decrypts nor reads it.
 */
export function buildBurnLink(origin: string, id: string, burnKey: string): string {
  return `${origin}${NOTE_PATH}?burn=${encodeURIComponent(id)}#${burnKey}`;
}

export type ParsedNoteLink =
  /** No id: the page opens in create mode. */
  | { kind: 'none' }
  /** An id, but it or the key is missing or malformed: the note cannot be found. */
  | { kind: 'invalid' }
  | { kind: 'note'; id: string; key: string }
  /** A status link: `key` is the status key. */
  | { kind: 'status'; id: string; key: string }
  /** A burn link: `key` is the burn key. */
  | { kind: 'burn'; id: string; key: string };

/** Reads the id from the query and the key from the fragment (`location.search`, `location.hash`). */
export function parseNoteLink(search: string, hash: string): ParsedNoteLink {
  const params = new URLSearchParams(search);
  const kind = (['id', 'status', 'burn'] as const).find((name) => params.has(name));
  if (kind === undefined) return { kind: 'none' };
  const key = hash.startsWith('#') ? hash.slice(1) : hash;
  const given = params.get(kind) as string;
  if (!isNoteId(given) || !isNoteKey(key)) return { kind: 'invalid' };
  return { kind: kind === 'id' ? 'note' : kind, id: given.toLowerCase(), key };
}
