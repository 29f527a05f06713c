import type { SupabaseClient } from '@supabase/supabase-js';
import { NotesApiError, unwrap } from './apiError';

/** The server's limits on the files of one note (note_files_limits). */
export interface FilesLimits {
  /** Plaintext bytes of all the files of a note (NOTES_MAX_BYTES). */
  maxBytes: number;
  maxFiles: number;
}

/** The files functions (migration 20261129000000_files.sql): ciphertext chunks only. */
export interface NoteFilesApi {
  limits(): Promise<FilesLimits>;
  /** Opens a bundle for `count` files; its id. */
  create(uploadHash: string, downloadHash: string, count: number): Promise<string>;
  /** Stores one encrypted chunk (base64). */
  putChunk(bundle: string, uploadClaim: string, file: number, chunk: number, data: string): Promise<void>;
  /** Ties the bundle to the note `noteId` (link 1), for its status claim. */
  attach(bundle: string, uploadClaim: string, noteId: string, statusClaim: string): Promise<void>;
  /** One encrypted chunk (base64), or null when the bundle is gone or the claim is wrong. */
  getChunk(bundle: string, downloadClaim: string, file: number, chunk: number): Promise<string | null>;
}

const isPositive = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

/** The files functions over supabase-js `rpc()`; never retried (a chunk is stored once). */
export function createSupabaseFilesApi(client: SupabaseClient): NoteFilesApi {
  const call = async (fn: string, args: Record<string, unknown>) =>
    unwrap(await client.rpc(fn, args).retry(false), fn);
  return {
    async limits() {
      const data = (await call('note_files_limits', {})) as Record<string, unknown> | null;
      if (!isPositive(data?.max_bytes) || !isPositive(data?.max_files)) {
        throw new NotesApiError('note_files_limits returned an unexpected value.', 200);
      }
      return { maxBytes: data.max_bytes, maxFiles: data.max_files };
    },
    async create(uploadHash, downloadHash, count) {
      const id = await call('create_note_files', {
        note_upload_hash: uploadHash,
        note_download_hash: downloadHash,
        note_file_count: count,
      });
      if (typeof id !== 'string') throw new NotesApiError('create_note_files returned no id.', 200);
      return id;
    },
    async putChunk(bundle, uploadClaim, file, chunk, data) {
      await call('put_note_file_chunk', {
        note_bundle: bundle,
        note_upload_claim: uploadClaim,
        note_file: file,
        note_chunk: chunk,
        note_data: data,
      });
    },
    async attach(bundle, uploadClaim, noteId, statusClaim) {
      await call('attach_note_files', {
        note_bundle: bundle,
        note_upload_claim: uploadClaim,
        note_id: noteId,
        note_status_claim: statusClaim,
      });
    },
    async getChunk(bundle, downloadClaim, file, chunk) {
      const data = await call('get_note_file_chunk', {
        note_bundle: bundle,
        note_download_claim: downloadClaim,
        note_file: file,
        note_chunk: chunk,
      });
      if (data !== null && typeof data !== 'string') {
        throw new NotesApiError('get_note_file_chunk returned an unexpected value.', 200);
      }
      return data;
    },
  };
}
