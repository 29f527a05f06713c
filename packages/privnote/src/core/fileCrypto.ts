import { NoteDecryptError } from './crypto';

/**
 * Attached files are encrypted in chunks so that memory stays bounded whatever the file's size
 * (the STREAM construction of Hoang, Reyhanitabar, Rogaway and Vizár): each chunk of at most
 * FILE_CHUNK_BYTES is sealed by AES-256-GCM with the IV `nonce (7 bytes) ‖ chunk index (4 bytes,
 * big-endian) ‖ last flag (1 byte)` and the file's index as additional data. A chunk moved to
 * another place, another file, or made the last one (truncation) fails to open, as does any change.
 */
export const FILE_CHUNK_BYTES = 32 * 1024;
export const FILE_TAG_BYTES = 16;
export const FILE_NONCE_BYTES = 7;
const AAD_LABEL = 'privnote file v1';

/** How many chunks a file of `size` bytes is cut into (an empty file is one empty chunk). */
export function chunkCount(size: number): number {
  return Math.max(1, Math.ceil(size / FILE_CHUNK_BYTES));
}

/** A fresh random per-file nonce: the files of one note share a key, never a nonce. */
export function generateFileNonce(): Uint8Array<ArrayBuffer> {
  return crypto.getRandomValues(new Uint8Array(FILE_NONCE_BYTES));
}

function chunkIv(nonce: Uint8Array, index: number, last: boolean): Uint8Array<ArrayBuffer> {
  if (nonce.length !== FILE_NONCE_BYTES) throw new NoteDecryptError('The file nonce is malformed.');
  if (!Number.isInteger(index) || index < 0 || index > 0xffff_ffff)
    throw new RangeError('Chunk index out of range.');
  const iv = new Uint8Array(12);
  iv.set(nonce, 0);
  new DataView(iv.buffer).setUint32(FILE_NONCE_BYTES, index);
  iv[11] = last ? 1 : 0;
  return iv;
}

function additionalData(fileIndex: number): Uint8Array<ArrayBuffer> {
  const label = new TextEncoder().encode(AAD_LABEL);
  const aad = new Uint8Array(label.length + 2);
  aad.set(label, 0);
  new DataView(aad.buffer).setUint16(label.length, fileIndex);
  return aad;
}

/** Seals one chunk. */
export async function encryptChunk(
  key: CryptoKey,
  nonce: Uint8Array,
  fileIndex: number,
  index: number,
  last: boolean,
  plaintext: Uint8Array<ArrayBuffer>,
): Promise<Uint8Array<ArrayBuffer>> {
  return new Uint8Array(
    await crypto.subtle.encrypt(
      { name: 'AES-GCM', iv: chunkIv(nonce, index, last), additionalData: additionalData(fileIndex) },
      key,
      plaintext,
    ),
  );
}

/** Opens one chunk; NoteDecryptError when it is not this file's chunk `index` (and last or not). */
export async function decryptChunk(
  key: CryptoKey,
  nonce: Uint8Array,
  fileIndex: number,
  index: number,
  last: boolean,
  ciphertext: Uint8Array<ArrayBuffer>,
): Promise<Uint8Array<ArrayBuffer>> {
  try {
    return new Uint8Array(
      await crypto.subtle.decrypt(
        { name: 'AES-GCM', iv: chunkIv(nonce, index, last), additionalData: additionalData(fileIndex) },
        key,
        ciphertext,
      ),
    );
  } catch {
    throw new NoteDecryptError(`Chunk ${index} of file ${fileIndex} could not be decrypted.`);
  }
}

/**
 * The chunks of `file`, encrypted one at a time as the consumer asks for them: only the chunk at
 * hand is in memory (read with Blob.slice), never the whole file.
 */
export async function* encryptFileChunks(
  file: Blob,
  key: CryptoKey,
  nonce: Uint8Array,
  fileIndex: number,
): AsyncGenerator<Uint8Array<ArrayBuffer>> {
  const count = chunkCount(file.size);
  for (let index = 0; index < count; index += 1) {
    const start = index * FILE_CHUNK_BYTES;
    const plaintext = new Uint8Array(await file.slice(start, start + FILE_CHUNK_BYTES).arrayBuffer());
    yield encryptChunk(key, nonce, fileIndex, index, index === count - 1, plaintext);
  }
}

/**
 * The plaintext chunks of a file of `size` bytes, fetching each ciphertext chunk as it goes. A
 * missing chunk (null), a chunk of the wrong length or one that fails to open throws.
 */
export async function* decryptFileChunks(
  fetchChunk: (index: number) => Promise<Uint8Array<ArrayBuffer> | null>,
  size: number,
  key: CryptoKey,
  nonce: Uint8Array,
  fileIndex: number,
): AsyncGenerator<Uint8Array<ArrayBuffer>> {
  const count = chunkCount(size);
  for (let index = 0; index < count; index += 1) {
    const ciphertext = await fetchChunk(index);
    if (ciphertext === null) throw new NoteDecryptError(`Chunk ${index} of file ${fileIndex} is missing.`);
    const last = index === count - 1;
    const expected = (last ? size - index * FILE_CHUNK_BYTES : FILE_CHUNK_BYTES) + FILE_TAG_BYTES;
    if (ciphertext.length !== expected) {
      throw new NoteDecryptError(`Chunk ${index} of file ${fileIndex} has the wrong length.`);
    }
    yield decryptChunk(key, nonce, fileIndex, index, last, ciphertext);
  }
}
