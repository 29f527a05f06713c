import type { SupabaseClient } from '@supabase/supabase-js';

/** The three database functions the page may call (supabase/migrations), as a small interface. */
export interface NotesApi {
  /** Stores a ciphertext and its claim hash; resolves to the new note's id. */
  create(content: string, claimHash: string): Promise<string>;
  /** Whether an unexpired note exists. Consumes nothing. */
  exists(id: string): Promise<boolean>;
  /** Returns the ciphertext and destroys the note, or null when no note matches id and claim. */
  read(id: string, claim: string): Promise<string | null>;
}

/** A failed call: network error, HTTP error or an unexpected answer. */
export class NotesApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  constructor(message: string, status: number, code?: string) {
    super(message);
    this.name = 'NotesApiError';
    this.status = status;
    this.code = code;
  }
}

interface RpcAnswer {
  data: unknown;
  error: { message: string; code?: string } | null;
  status: number;
}

function unwrap(answer: RpcAnswer, fn: string): unknown {
  if (answer.error) {
    throw new NotesApiError(`${fn} failed: ${answer.error.message}`, answer.status, answer.error.code);
  }
  return answer.data;
}

/**
 * The notes API over supabase-js `rpc()` (POST /rest/v1/rpc/<fn>), for hosted Supabase and for the
 * embedded server alike. Creating and reading are never retried: a retried read could lose a note.
 */
export function createSupabaseNotesApi(client: SupabaseClient): NotesApi {
  return {
    async create(content, claimHash) {
      const answer = await client
        .rpc('create_note', { note_content: content, note_claim_hash: claimHash })
        .retry(false);
      const id = unwrap(answer, 'create_note');
      if (typeof id !== 'string') throw new NotesApiError('create_note returned no id.', answer.status);
      return id;
    },
    async exists(id) {
      const answer = await client.rpc('note_exists', { note_id: id }).retry(false);
      return unwrap(answer, 'note_exists') === true;
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
    exists: async (id) => (await api()).exists(id),
    read: async (id, claim) => (await api()).read(id, claim),
  };
}
