import type { SupabaseClient } from '@supabase/supabase-js';
import { NotesApiError, unwrap } from './apiError';

/** The server's limits on the files of one note (note_files_limits). */
export interface FilesLimits {
  /** Plaintext bytes of all the files of a note (NOTES_MAX_BYTES). */
  maxBytes: number;
  maxFiles: number;
}

/** Where one file's ciphertext goes, whole: a request the server signed for its exact size. */
export interface UploadTarget {
  method: 'PUT';
  /** Absolute (an object store), or resolved against the notes server. */
  url: string;
  headers: Record<string, string>;
}

/** A file's ciphertext to fetch, for a download claim. */
export interface DownloadLink {
  file: number;
  size: number;
  url: string;
}

/**
 * The files functions (migration 20261129000000_files.sql): ciphertext chunks in the database, or
 * with a server that keeps them in a file store (20261130000000_file_objects.sql), one object per
 * file uploaded to and read from the URLs the server signs. A hosted project has only the chunks.
 */
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
  /**
   * Where to upload file `file` of the bundle, `size` bytes of ciphertext; null when the server
   * stores chunks instead (it has no such function).
   */
  uploadTarget?(
    bundle: string,
    uploadClaim: string,
    file: number,
    size: number,
  ): Promise<UploadTarget | null>;
  /** Sends a file's ciphertext to its target; `onProgress` hears the bytes sent so far. */
  putObject?(target: UploadTarget, data: Blob, onProgress?: (sent: number) => void): Promise<void>;
  /**
   * The bundle's objects for a download claim: null when none matches (gone, or a bundle kept in
   * chunks), undefined when the server keeps files in chunks only.
   */
  downloadLinks?(bundle: string, downloadClaim: string): Promise<DownloadLink[] | null | undefined>;
  /** An object's bytes as they arrive, or null when it is gone. */
  getObject?(url: string): Promise<ReadableStream<Uint8Array> | null>;
}

/** The server has no such function (PostgREST's "not in the schema cache"): a hosted project. */
const notOffered = (error: unknown) =>
  error instanceof NotesApiError && error.status === 404 && error.code === 'PGRST202';

/** The server's sentence from an object store's or the file routes' error body, if any. */
async function refusal(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  try {
    const body = JSON.parse(text) as { error?: unknown; message?: unknown };
    if (typeof body.error === 'string') return body.error;
    if (typeof body.message === 'string') return body.message;
  } catch {
    // An object store answers in XML: its code says enough.
  }
  const code = /<Code>([^<]{1,80})<\/Code>/.exec(text)?.[1];
  return code
    ? `The file store refused the file (${code}).`
    : `The file store answered HTTP ${response.status}.`;
}

/** PUTs with upload progress: XMLHttpRequest in a browser (fetch reports none), fetch elsewhere. */
async function put(url: string, target: UploadTarget, data: Blob, onProgress?: (sent: number) => void) {
  if (typeof XMLHttpRequest === 'undefined') {
    const response = await fetch(url, { method: target.method, headers: target.headers, body: data });
    if (!response.ok) throw new NotesApiError(await refusal(response), response.status);
    onProgress?.(data.size);
    return;
  }
  await new Promise<void>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(target.method, url);
    for (const [name, value] of Object.entries(target.headers)) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => onProgress?.(event.loaded);
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) resolve();
      else
        void refusal(new Response(request.responseText, { status: request.status })).then((message) =>
          reject(new NotesApiError(message, request.status)),
        );
    };
    request.onerror = () =>
      reject(new NotesApiError('The file could not be sent: the connection failed.', 0));
    request.send(data);
  });
}

const isPositive = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

/**
 * The files functions over supabase-js `rpc()`; never retried (a chunk is stored once). `baseUrl`
 * (the notes server) resolves the file routes a server without an object store signs.
 */
export function createSupabaseFilesApi(client: SupabaseClient, baseUrl?: string): NoteFilesApi {
  const call = async (fn: string, args: Record<string, unknown>) =>
    unwrap(await client.rpc(fn, args).retry(false), fn);
  const resolve = (url: string) => new URL(url, baseUrl ?? globalThis.location?.href).href;
  return {
    async uploadTarget(bundle, uploadClaim, file, size) {
      try {
        const target = (await call('note_file_upload_url', {
          note_bundle: bundle,
          note_upload_claim: uploadClaim,
          note_file: file,
          note_size: size,
        })) as UploadTarget | null;
        if (!target || typeof target.url !== 'string' || target.method !== 'PUT')
          throw new NotesApiError('note_file_upload_url returned an unexpected value.', 200);
        return target;
      } catch (error) {
        if (notOffered(error)) return null;
        throw error;
      }
    },
    putObject: (target, data, onProgress) => put(resolve(target.url), target, data, onProgress),
    async downloadLinks(bundle, downloadClaim) {
      let links: unknown;
      try {
        links = await call('note_file_download_urls', {
          note_bundle: bundle,
          note_download_claim: downloadClaim,
        });
      } catch (error) {
        if (notOffered(error)) return undefined;
        throw error;
      }
      if (links !== null && !Array.isArray(links))
        throw new NotesApiError('note_file_download_urls returned an unexpected value.', 200);
      return links as DownloadLink[] | null;
    },
    async getObject(url) {
      const response = await fetch(resolve(url));
      if (response.status === 404 || response.status === 403) return null;
      if (!response.ok || !response.body) throw new NotesApiError(await refusal(response), response.status);
      return response.body;
    },
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
