import { DEFAULT_CHUNK_LIMIT } from '../config';
import type { RateLimiter, RateLimitOptions } from '../rateLimit';
import { PGLITE_MIN_FILE_FREE_BYTES, PGLITE_MIN_WRITE_FREE_BYTES } from './database';
import { FILES_OUT_OF_SPACE_MESSAGE, OUT_OF_SPACE_MESSAGE } from './databaseErrors';
import { CHUNK_CALLS, CREATING, RECIPIENT_CALLS } from './functions';

/**
 * Which per-client limit counts a notes call. Each is its own bucket so that a busy kind of call
 * (320 chunk calls for one 10 MB file) never uses up another's (creating the note itself).
 */
export type CallLimit = 'notes' | 'links' | 'chunks' | 'reads';

/** The buckets shared through PostgreSQL (sharedRateLimit.ts); reads are counted by each process. */
export type SharedCallLimit = Exclude<CallLimit, 'reads'>;

/** Bucket names in server_meta.rate_limits; 'notes' predates the others and is kept. */
export const LIMIT_BUCKETS: Record<SharedCallLimit, string> = {
  notes: 'notes',
  links: 'notes-links',
  chunks: 'notes-chunks',
};

export const NOTE_CREATION_LIMIT: RateLimitOptions = { max: 20, windowMs: 60_000 };

/**
 * Links 2 to 10 of a note: 9 per note the creation limit allows, so every note a client may create
 * can have the page's 10 recipients, while one client adds at most 180 rows a minute this way
 * (before, only the per-process read limit bounded it: 600 a minute per instance).
 */
export const RECIPIENT_LINK_LIMIT: RateLimitOptions = { max: 9 * NOTE_CREATION_LIMIT.max, windowMs: 60_000 };

/** The default chunk-call limit (NOTES_CHUNK_RATE_LIMIT changes it; config.ts says why 960). */
export const CHUNK_CALL_LIMIT: RateLimitOptions = { max: DEFAULT_CHUNK_LIMIT, windowMs: 60_000 };

export function callLimit(name: string): CallLimit {
  if (CREATING.has(name)) return 'notes';
  if (RECIPIENT_CALLS.has(name)) return 'links';
  if (CHUNK_CALLS.has(name)) return 'chunks';
  return 'reads';
}

/** What a client refused by `limit` is told: a sentence with the wait. */
export function tooManyMessage(limit: CallLimit, seconds: number): string {
  const wait = `try again in ${seconds} s.`;
  switch (limit) {
    case 'notes':
      return `Too many notes created from this address: ${wait}`;
    case 'links':
      return `Too many recipient links created from this address: ${wait}`;
    case 'chunks':
      return `Too many file uploads and downloads from this address: ${wait}`;
    case 'reads':
      return `Too many requests from this address: ${wait}`;
  }
}

/** The calls that store attached files' bytes: refused first when the disk runs short. */
const FILE_WRITES = new Set(['create_note_files', 'put_note_file_chunk']);

/** The calls that store a note's text (a new note, a new link, files attached to a note). */
const NOTE_WRITES = new Set([...CREATING, ...RECIPIENT_CALLS, 'attach_note_files']);

export interface SpaceFloor {
  kind: 'notes' | 'files';
  /** Free bytes on the data disk below which the call is refused (507). */
  bytes: number;
  message: string;
}

/** The free-space floor a call needs on PGlite's disk, or undefined for a call that writes nothing. */
export function spaceFloor(name: string): SpaceFloor | undefined {
  if (FILE_WRITES.has(name))
    return { kind: 'files', bytes: PGLITE_MIN_FILE_FREE_BYTES, message: FILES_OUT_OF_SPACE_MESSAGE };
  if (NOTE_WRITES.has(name))
    return { kind: 'notes', bytes: PGLITE_MIN_WRITE_FREE_BYTES, message: OUT_OF_SPACE_MESSAGE };
  return undefined;
}

/** The limiter of each kind of call. */
export type CallLimiters = Record<CallLimit, RateLimiter>;
