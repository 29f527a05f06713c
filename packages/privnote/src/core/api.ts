import type { SupabaseClient } from '@supabase/supabase-js';
import { NotesApiError, unwrap } from './apiError';
import { createSupabaseFilesApi, type NoteFilesApi } from './filesApi';

export { NotesApiError } from './apiError';

/** The lifetimes a sender may choose; the database turns the choice into an expiry. */
export const NOTE_EXPIRIES = ['1h', '1d', '7d'] as const;
export type NoteExpiry = (typeof NOTE_EXPIRIES)[number];
/** The spec's rule: a note lives 7 days unless the sender picks less. */
export const DEFAULT_NOTE_EXPIRY: NoteExpiry = '7d';
/** Wrong passphrases a note survives before the database destroys it. */
export const MAX_PASSPHRASE_ATTEMPTS = 5;
/** How many times a note may be read: the spec's one by default, at most 10 (the database checks). */
export const DEFAULT_NOTE_READS = 1;
export const MAX_NOTE_READS = 10;

/** How many links (one per recipient) a note may have: 1 by default, at most 10 (the database checks). */
export const DEFAULT_NOTE_RECIPIENTS = 1;
export const MAX_NOTE_RECIPIENTS = 10;

export function isNoteRecipients(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_NOTE_RECIPIENTS;
}

export function isNoteReads(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_NOTE_READS;
}

export function isNoteExpiry(value: unknown): value is NoteExpiry {
  return typeof value === 'string' && (NOTE_EXPIRIES as readonly string[]).includes(value);
}

export interface NewNote {
  content: string;
  claimHash: string;
  expiry: NoteExpiry;
  /** Hex SHA-256 of the status claim (the sender's status link). */
  statusHash: string;
  /** Hex SHA-256 of the passphrase claim, or null for a note without a passphrase. */
  passphraseClaimHash: string | null;
}

/** A note with how many times it may be read and the hash of its burn claim (null: no burn link). */
export interface NewCountedNote extends NewNote {
  maxReads: number;
  burnHash: string | null;
}

/** Another recipient's link of a note: the same text under that link's own key and claims. */
export interface NewRecipient {
  content: string;
  claimHash: string;
  passphraseClaimHash: string | null;
}

/** What the reveal step needs before reading: whether to ask for a passphrase, tries left. */
export interface NoteInfo {
  passphrase: boolean;
  remaining: number;
  /** Reads left before the note is destroyed (1 when the server does not say). */
  readsLeft?: number;
}

/** One read: the ciphertext, which read this was (1-based) and how many the note allows. */
export interface CountedRead {
  content: string;
  read: number;
  reads: number;
}

/** A read with a passphrase: the ciphertext, or how many tries are left after a wrong one. */
export type PassphraseReadResult = { content: string; read?: number; reads?: number } | { remaining: number };

/** What a status link adds to the state: every read's time, and how many reads were allowed. */
interface StatusReads {
  expiresAt: string;
  /** ISO times of the reads so far, oldest first (absent from a server before reads were counted). */
  reads?: string[];
  maxReads?: number;
}

/** One link's state; never the content. Times are ISO 8601 (UTC). */
export type LinkState =
  | ({ state: 'unread' } & StatusReads)
  | ({ state: 'read'; readAt: string } & StatusReads)
  | ({ state: 'expired' } & StatusReads)
  | ({
      state: 'destroyed';
      destroyedAt: string;
      /** 'passphrase': 5 wrong tries; 'sender': the burn link. */
      destroyedBy?: 'passphrase' | 'sender';
    } & StatusReads);

/** One recipient's link in a status answer: its number (1 to 10) and its state. */
export type LinkStatus = LinkState & { link: number };

/** What a status link shows: link 1's state, and every link's for a note with several. */
export type NoteStatus = LinkState & { links?: LinkStatus[] };

/** The database functions the page may call (supabase/migrations), as a small interface. */
export interface NotesApi {
  /** Stores a ciphertext and its claim hash with a 7-day expiry; resolves to the new note's id. */
  create(content: string, claimHash: string): Promise<string>;
  /** Stores a note with its expiry choice, status hash and optional passphrase claim hash. */
  createWithOptions(note: NewNote): Promise<string>;
  /** The same, with how many reads it allows and its burn hash. */
  createCounted(note: NewCountedNote): Promise<string>;
  /** Whether an unexpired note exists. Consumes nothing. */
  exists(id: string): Promise<boolean>;
  /** null when no unread, unexpired note has this id; otherwise what reading it needs. */
  info(id: string): Promise<NoteInfo | null>;
  /** Returns the ciphertext and destroys the note, or null when no note matches id and claim. */
  read(id: string, claim: string): Promise<string | null>;
  /** One read, counted (the last one destroys the note); null when no note matches id and claim. */
  readCounted(id: string, claim: string): Promise<CountedRead | null>;
  /** Destroys a live note through its burn claim; its destruction time, or null when none matched. */
  burn(id: string, burnClaim: string): Promise<{ destroyedAt: string } | null>;
  /**
   * Reads a note that has a passphrase: the ciphertext (the note is consumed), or the tries left
   * after a wrong passphrase (0: the note was destroyed), or null when nothing matches id and claim.
   */
  readWithPassphrase(
    id: string,
    claim: string,
    passphraseClaim: string,
  ): Promise<PassphraseReadResult | null>;
  /** The state behind a status link, or null for an unknown id or status claim. */
  status(id: string, statusClaim: string): Promise<NoteStatus | null>;
  /** Adds a recipient's link to the note `group` (its link 1), for the status claim; its id. */
  addRecipient(group: string, recipient: NewRecipient, statusClaim: string): Promise<string>;
  /** Destroys link `link` of the note `id` through its status claim; null when none was live. */
  burnLink(id: string, link: number, statusClaim: string): Promise<{ destroyedAt: string } | null>;
  /** The attached files' functions, when the backend has them (none: the page offers no files). */
  files?: NoteFilesApi;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_PASSPHRASE_ATTEMPTS;
const isTime = (value: unknown): value is string =>
  typeof value === 'string' && !Number.isNaN(Date.parse(value));

/** Checks an answer of `note_info`; throws on anything else. */
export function parseNoteInfo(data: unknown, status = 200): NoteInfo | null {
  if (data === null) return null;
  if (isRecord(data) && typeof data.passphrase === 'boolean' && isCount(data.remaining)) {
    const info: NoteInfo = { passphrase: data.passphrase, remaining: data.remaining };
    if (isNoteReads(data.reads_left)) info.readsLeft = data.reads_left;
    return info;
  }
  throw new NotesApiError('note_info returned an unexpected value.', status);
}

/** Checks an answer of `read_note_with_passphrase`; throws on anything else. */
export function parsePassphraseRead(data: unknown, status = 200): PassphraseReadResult | null {
  if (data === null) return null;
  if (isRecord(data) && typeof data.content === 'string') {
    const counted = parseCountedRead(data, status);
    return counted ?? { content: data.content };
  }
  if (isRecord(data) && isCount(data.remaining)) return { remaining: data.remaining };
  throw new NotesApiError('read_note_with_passphrase returned an unexpected value.', status);
}

/**
 * Checks a counted read (`read_note_counted`, or a right passphrase): null for an answer without
 * the counts (a server before them), throws on a malformed one.
 */
function parseCountedRead(data: Record<string, unknown>, status: number): CountedRead | null {
  if (data.read === undefined && data.reads === undefined) return null;
  const { content, read, reads } = data;
  if (typeof content === 'string' && isNoteReads(read) && isNoteReads(reads) && read <= reads) {
    return { content, read, reads };
  }
  throw new NotesApiError('The read returned an unexpected value.', status);
}

/** Checks an answer of `read_note_counted`; throws on anything else. */
export function parseReadCounted(data: unknown, status = 200): CountedRead | null {
  if (data === null) return null;
  const counted = isRecord(data) ? parseCountedRead(data, status) : null;
  if (counted) return counted;
  throw new NotesApiError('read_note_counted returned an unexpected value.', status);
}

/** The reads and their times a status answer carries (none from a server before they were counted). */
function statusReads(data: Record<string, unknown>, expiresAt: string): StatusReads {
  const reads = Array.isArray(data.reads) && data.reads.every(isTime) ? (data.reads as string[]) : undefined;
  const maxReads = isNoteReads(data.max_reads) ? data.max_reads : undefined;
  return {
    expiresAt,
    ...(reads ? { reads } : {}),
    ...(maxReads ? { maxReads } : {}),
  };
}

/** One link's state from a status answer (snake_case times), or undefined when malformed. */
function parseLinkState(data: unknown): LinkState | undefined {
  if (!isRecord(data) || !isTime(data.expires_at)) return undefined;
  const extra = statusReads(data, data.expires_at);
  if (data.state === 'unread' || data.state === 'expired') return { state: data.state, ...extra };
  if (data.state === 'read' && isTime(data.read_at)) return { state: 'read', readAt: data.read_at, ...extra };
  if (data.state === 'destroyed' && isTime(data.destroyed_at)) {
    const by = data.destroyed_by;
    return {
      state: 'destroyed',
      destroyedAt: data.destroyed_at,
      ...(by === 'passphrase' || by === 'sender' ? { destroyedBy: by } : {}),
      ...extra,
    };
  }
  return undefined;
}

/** Every link of a status answer (absent for a note with one link), or undefined when malformed. */
function parseLinks(data: unknown): LinkStatus[] | undefined {
  if (!Array.isArray(data)) return undefined;
  const links: LinkStatus[] = [];
  for (const item of data) {
    const state = parseLinkState(item);
    if (!state || !isRecord(item) || !isNoteRecipients(item.link)) return undefined;
    links.push({ ...state, link: item.link });
  }
  return links;
}

/** Checks an answer of `note_status` (snake_case times) and converts it; throws on anything else. */
export function parseNoteStatus(data: unknown, status = 200): NoteStatus | null {
  if (data === null) return null;
  const state = parseLinkState(data);
  if (state && isRecord(data)) {
    if (data.links === undefined) return state;
    const links = parseLinks(data.links);
    if (links) return { ...state, links };
  }
  throw new NotesApiError('note_status returned an unexpected value.', status);
}

/** Checks an answer of `burn_note` or `burn_note_link`. */
function parseBurn(data: unknown, fn: string, status: number): { destroyedAt: string } | null {
  if (data === null) return null;
  if (isRecord(data) && isTime(data.destroyed_at)) return { destroyedAt: data.destroyed_at };
  throw new NotesApiError(`${fn} returned an unexpected value.`, status);
}

/**
 * The notes API over supabase-js `rpc()` (POST /rest/v1/rpc/<fn>), for hosted Supabase and for the
 * embedded server alike. Creating and reading are never retried: a retried read could lose a note.
 */
export function createSupabaseNotesApi(client: SupabaseClient, baseUrl?: string): NotesApi {
  return {
    files: createSupabaseFilesApi(client, baseUrl),
    async create(content, claimHash) {
      const answer = await client
        .rpc('create_note', { note_content: content, note_claim_hash: claimHash })
        .retry(false);
      const id = unwrap(answer, 'create_note');
      if (typeof id !== 'string') throw new NotesApiError('create_note returned no id.', answer.status);
      return id;
    },
    async createWithOptions(note) {
      const answer = await client
        .rpc('create_note_with_options', {
          note_content: note.content,
          note_claim_hash: note.claimHash,
          note_expiry: note.expiry,
          note_status_hash: note.statusHash,
          note_passphrase_claim_hash: note.passphraseClaimHash,
        })
        .retry(false);
      const id = unwrap(answer, 'create_note_with_options');
      if (typeof id !== 'string') {
        throw new NotesApiError('create_note_with_options returned no id.', answer.status);
      }
      return id;
    },
    async createCounted(note) {
      const answer = await client
        .rpc('create_note_v3', {
          note_content: note.content,
          note_claim_hash: note.claimHash,
          note_expiry: note.expiry,
          note_status_hash: note.statusHash,
          note_passphrase_claim_hash: note.passphraseClaimHash,
          note_max_reads: note.maxReads,
          note_burn_hash: note.burnHash,
        })
        .retry(false);
      const id = unwrap(answer, 'create_note_v3');
      if (typeof id !== 'string') throw new NotesApiError('create_note_v3 returned no id.', answer.status);
      return id;
    },
    async readCounted(id, claim) {
      const answer = await client.rpc('read_note_counted', { note_id: id, note_claim: claim }).retry(false);
      return parseReadCounted(unwrap(answer, 'read_note_counted'), answer.status);
    },
    async burn(id, burnClaim) {
      const answer = await client.rpc('burn_note', { note_id: id, note_burn_claim: burnClaim }).retry(false);
      return parseBurn(unwrap(answer, 'burn_note'), 'burn_note', answer.status);
    },
    async addRecipient(group, recipient, statusClaim) {
      const answer = await client
        .rpc('add_note_recipient', {
          note_group: group,
          note_content: recipient.content,
          note_claim_hash: recipient.claimHash,
          note_passphrase_claim_hash: recipient.passphraseClaimHash,
          note_status_claim: statusClaim,
        })
        .retry(false);
      const id = unwrap(answer, 'add_note_recipient');
      if (typeof id !== 'string')
        throw new NotesApiError('add_note_recipient returned no id.', answer.status);
      return id;
    },
    async burnLink(id, link, statusClaim) {
      const answer = await client
        .rpc('burn_note_link', { note_id: id, note_link: link, note_status_claim: statusClaim })
        .retry(false);
      return parseBurn(unwrap(answer, 'burn_note_link'), 'burn_note_link', answer.status);
    },
    async exists(id) {
      const answer = await client.rpc('note_exists', { note_id: id }).retry(false);
      return unwrap(answer, 'note_exists') === true;
    },
    async info(id) {
      const answer = await client.rpc('note_info', { note_id: id }).retry(false);
      return parseNoteInfo(unwrap(answer, 'note_info'), answer.status);
    },
    async readWithPassphrase(id, claim, passphraseClaim) {
      const answer = await client
        .rpc('read_note_with_passphrase', {
          note_id: id,
          note_claim: claim,
          note_passphrase_claim: passphraseClaim,
        })
        .retry(false);
      return parsePassphraseRead(unwrap(answer, 'read_note_with_passphrase'), answer.status);
    },
    async status(id, statusClaim) {
      const answer = await client
        .rpc('note_status', { note_id: id, note_status_claim: statusClaim })
        .retry(false);
      return parseNoteStatus(unwrap(answer, 'note_status'), answer.status);
    },
    async read(id, claim) {
      const answer = await client.rpc('read_note', { note_id: id, note_claim: claim }).retry(false);
      const content = unwrap(answer, 'read_note');
      if (content !== null && typeof content !== 'string') {
        throw new NotesApiError('read_note returned an unexpected value.', answer.status);
      }
      return content;
    },
  };
}

/**
 * A NotesApi that loads its implementation on first use (the page loads supabase-js only when it
 * makes its first call). A failed load is tried again on the next call.
 */
export function createLazyNotesApi(load: () => Promise<NotesApi>): NotesApi {
  let loading: Promise<NotesApi> | undefined;
  const api = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  return {
    create: async (content, claimHash) => (await api()).create(content, claimHash),
    createWithOptions: async (note) => (await api()).createWithOptions(note),
    createCounted: async (note) => (await api()).createCounted(note),
    readCounted: async (id, claim) => (await api()).readCounted(id, claim),
    burn: async (id, burnClaim) => (await api()).burn(id, burnClaim),
    exists: async (id) => (await api()).exists(id),
    info: async (id) => (await api()).info(id),
    read: async (id, claim) => (await api()).read(id, claim),
    readWithPassphrase: async (id, claim, passphraseClaim) =>
      (await api()).readWithPassphrase(id, claim, passphraseClaim),
    status: async (id, statusClaim) => (await api()).status(id, statusClaim),
    addRecipient: async (group, recipient, statusClaim) =>
      (await api()).addRecipient(group, recipient, statusClaim),
    burnLink: async (id, link, statusClaim) => (await api()).burnLink(id, link, statusClaim),
    files: lazyFiles(async () => {
      const { files } = await api();
      if (!files) throw new NotesApiError('This notes backend takes no files.', 501);
      return files;
    }),
  };
}

function lazyFiles(files: () => Promise<NoteFilesApi>): NoteFilesApi {
  return {
    limits: async () => (await files()).limits(),
    create: async (uploadHash, downloadHash, count) =>
      (await files()).create(uploadHash, downloadHash, count),
    putChunk: async (bundle, claim, file, chunk, data) =>
      (await files()).putChunk(bundle, claim, file, chunk, data),
    attach: async (bundle, claim, noteId, statusClaim) =>
      (await files()).attach(bundle, claim, noteId, statusClaim),
    getChunk: async (bundle, claim, file, chunk) => (await files()).getChunk(bundle, claim, file, chunk),
    uploadTarget: async (bundle, claim, file, size) =>
      (await files()).uploadTarget?.(bundle, claim, file, size) ?? null,
    putObject: async (target, data, onProgress) => {
      const api = await files();
      if (!api.putObject) throw new NotesApiError('This notes backend takes no whole files.', 501);
      return api.putObject(target, data, onProgress);
    },
    downloadLinks: async (bundle, claim) => (await files()).downloadLinks?.(bundle, claim),
    getObject: async (url) => (await files()).getObject?.(url) ?? null,
  };
}
