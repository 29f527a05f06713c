import { type AttachedFile, type FilesManifest, hashClaim, KEY_BYTES, NoteDecryptError } from './crypto';
import { fromBase64, fromBase64Url, toBase64, toBase64Url, toHex } from './encoding';
import {
  chunkCount,
  decryptFileChunks,
  encryptFileChunks,
  FILE_CHUNK_BYTES,
  FILE_TAG_BYTES,
  generateFileNonce,
} from './fileCrypto';
import type { FilesLimits, NoteFilesApi } from './filesApi';

/** A file the sender attaches: a File in the page, any Blob with a name elsewhere (the CLI). */
export interface NoteFileInput {
  name: string;
  type?: string;
  data: Blob;
}

/** The sender chose more files than the server accepts for one note. */
export class TooManyFilesError extends Error {
  readonly max: number;
  constructor(max: number) {
    super(`A note attaches at most ${max} files.`);
    this.name = 'TooManyFilesError';
    this.max = max;
  }
}

/** The files add up to more bytes than the server accepts for one note (NOTES_MAX_BYTES). */
export class FilesTooLargeError extends Error {
  readonly maxBytes: number;
  constructor(maxBytes: number) {
    super(`A note attaches at most ${maxBytes} bytes of files in all.`);
    this.name = 'FilesTooLargeError';
    this.maxBytes = maxBytes;
  }
}

/** Upload progress: plaintext bytes sent so far, of `total`. */
export type FilesProgress = (sent: number, total: number) => void;

/** Throws TooManyFilesError or FilesTooLargeError when `files` break the limits. */
export function checkFiles(files: readonly NoteFileInput[], limits: FilesLimits): void {
  if (files.length > limits.maxFiles) throw new TooManyFilesError(limits.maxFiles);
  const total = files.reduce((sum, file) => sum + file.data.size, 0);
  if (total > limits.maxBytes) throw new FilesTooLargeError(limits.maxBytes);
}

/** A sender's files, uploaded: the manifest the note's content carries, and the upload claim. */
export interface UploadedFiles {
  manifest: FilesManifest;
  uploadClaim: string;
}

const randomHex = () => toHex(crypto.getRandomValues(new Uint8Array(KEY_BYTES)));

/**
 * Chunk calls in flight at once, each way: the round trips overlap (a 10 MB file is 320 calls),
 * and memory stays bounded at this many chunks.
 */
const IN_FLIGHT = 4;

/** Runs the tasks `tasks` yields with at most IN_FLIGHT at once; the first failure rejects. */
async function runBounded(tasks: AsyncIterable<() => Promise<void>>): Promise<void> {
  const running = new Set<Promise<void>>();
  let failure: { error: unknown } | null = null;
  for await (const task of tasks) {
    if (failure) break;
    const promise: Promise<void> = task()
      .catch((error: unknown) => {
        failure ??= { error };
      })
      .finally(() => running.delete(promise));
    running.add(promise);
    if (running.size >= IN_FLIGHT) await Promise.race(running);
  }
  await Promise.all(running);
  if (failure) throw (failure as { error: unknown }).error;
}

/**
 * Encrypts and uploads `files` chunk by chunk, one chunk in memory at a time, under a fresh files
 * key; the server sees ciphertext only. The bundle is not yet a note's: `attach` it once created.
 */
export async function uploadFiles(
  api: NoteFilesApi,
  files: readonly NoteFileInput[],
  onProgress?: FilesProgress,
): Promise<UploadedFiles> {
  checkFiles(files, await api.limits());
  const rawKey = crypto.getRandomValues(new Uint8Array(KEY_BYTES));
  const key = await crypto.subtle.importKey('raw', rawKey, 'AES-GCM', false, ['encrypt']);
  const uploadClaim = randomHex();
  const download = randomHex();
  const bundle = await api.create(await hashClaim(uploadClaim), await hashClaim(download), files.length);
  const total = files.reduce((sum, file) => sum + file.data.size, 0);
  let sent = 0;
  const described: AttachedFile[] = [];
  const describe = (file: NoteFileInput, nonce: Uint8Array) =>
    described.push({
      name: file.name,
      size: file.data.size,
      type: file.type ?? '',
      nonce: toBase64Url(nonce),
    });
  // A server with a file store takes each file whole, straight to the URL it signs for its size.
  for (const [fileIndex, file] of files.entries()) {
    const size = ciphertextBytes(file.data.size);
    const target = api.uploadTarget ? await api.uploadTarget(bundle, uploadClaim, fileIndex, size) : null;
    if (!target || !api.putObject) {
      if (fileIndex === 0) break;
      throw new Error('The server stopped offering file uploads midway.');
    }
    const nonce = generateFileNonce();
    describe(file, nonce);
    // The same 32 KiB framing as the chunks, so the reader decrypts as the bytes arrive.
    const parts: Uint8Array<ArrayBuffer>[] = [];
    for await (const chunk of encryptFileChunks(file.data, key, nonce, fileIndex)) parts.push(chunk);
    const before = sent;
    await api.putObject(target, new Blob(parts), (bytes) => {
      sent = before + Math.min(file.data.size, Math.round((bytes / size) * file.data.size));
      onProgress?.(sent, total);
    });
    sent = before + file.data.size;
    onProgress?.(sent, total);
    if (fileIndex === files.length - 1) {
      return { manifest: { bundle, download, key: toBase64Url(rawKey), files: described }, uploadClaim };
    }
  }
  async function* uploads() {
    for (const [fileIndex, file] of files.entries()) {
      const nonce = generateFileNonce();
      describe(file, nonce);
      let index = 0;
      for await (const chunk of encryptFileChunks(file.data, key, nonce, fileIndex)) {
        const chunkIndex = index;
        index += 1;
        yield async () => {
          await api.putChunk(bundle, uploadClaim, fileIndex, chunkIndex, toBase64(chunk));
          sent += chunk.length - FILE_TAG_BYTES;
          onProgress?.(sent, total);
        };
      }
    }
  }
  await runBounded(uploads());
  return { manifest: { bundle, download, key: toBase64Url(rawKey), files: described }, uploadClaim };
}

/**
 * Downloads and decrypts file `index` of a manifest, chunk by chunk, into a Blob of its plaintext
 * chunks (each ciphertext chunk is dropped once opened). Throws NoteDecryptError when a chunk is
 * missing (the files are gone), altered, moved or cut short.
 */
export async function downloadFile(api: NoteFilesApi, manifest: FilesManifest, index: number): Promise<Blob> {
  const file = manifest.files[index];
  const rawKey = fromBase64Url(manifest.key);
  const nonce = fromBase64Url(file?.nonce ?? '');
  if (!file || !rawKey || rawKey.length !== KEY_BYTES || !nonce) {
    throw new NoteDecryptError('The file is not in a known format.');
  }
  const key = await crypto.subtle.importKey('raw', rawKey, 'AES-GCM', false, ['decrypt']);
  const parts: Uint8Array<ArrayBuffer>[] = [];
  const type = file.type || 'application/octet-stream';
  const links = api.downloadLinks ? await api.downloadLinks(manifest.bundle, manifest.download) : undefined;
  const link = links?.find((entry) => entry.file === index);
  // Files kept in chunks (an older note, or a server without a file store) come chunk by chunk.
  if (link && api.getObject) {
    const body = await api.getObject(link.url);
    if (!body) throw new NoteDecryptError(`File ${index} is missing.`);
    const next = chunkReader(body);
    const fetchObjectChunk = (chunk: number) =>
      next(
        chunk === chunkCount(file.size) - 1
          ? file.size - chunk * FILE_CHUNK_BYTES + FILE_TAG_BYTES
          : FILE_CHUNK_BYTES + FILE_TAG_BYTES,
      );
    for await (const part of decryptFileChunks(fetchObjectChunk, file.size, key, nonce, index))
      parts.push(part);
    return new Blob(parts, { type });
  }
  const count = chunkCount(file.size);
  const pending = new Map<number, Promise<string | null>>();
  const request = (chunk: number) => {
    if (chunk < count && !pending.has(chunk)) {
      const call = api.getChunk(manifest.bundle, manifest.download, index, chunk);
      // Read later, in order; a failure is reported then, not as an unhandled rejection now.
      call.catch(() => undefined);
      pending.set(chunk, call);
    }
  };
  // The next chunks are on their way while this one is decrypted (IN_FLIGHT at most).
  const fetchChunk = async (chunk: number) => {
    for (let ahead = chunk; ahead < chunk + IN_FLIGHT; ahead += 1) request(ahead);
    const data = await (pending.get(chunk) as Promise<string | null>);
    pending.delete(chunk);
    if (data === null) return null;
    const bytes = fromBase64(data);
    if (!bytes) throw new NoteDecryptError('The file is not in a known format.');
    return bytes;
  };
  for await (const part of decryptFileChunks(fetchChunk, file.size, key, nonce, index)) parts.push(part);
  return new Blob(parts, { type });
}

/** The ciphertext of a file of `size` bytes: its plaintext and a tag per chunk. */
export const ciphertextBytes = (size: number) => size + chunkCount(size) * FILE_TAG_BYTES;

/**
 * Reads a stream in pieces of the lengths asked, one after another; a piece the stream ends before
 * completing comes back short (decryption then reports the file cut short).
 */
function chunkReader(body: ReadableStream<Uint8Array>) {
  const reader = body.getReader();
  let buffered = new Uint8Array(0);
  return async (length: number): Promise<Uint8Array<ArrayBuffer> | null> => {
    while (buffered.length < length) {
      const { done, value } = await reader.read();
      if (done) break;
      const joined = new Uint8Array(buffered.length + value.length);
      joined.set(buffered, 0);
      joined.set(value, buffered.length);
      buffered = joined;
    }
    const piece = buffered.slice(0, length);
    buffered = buffered.subarray(length);
    return piece.length === 0 ? null : piece;
  };
}
