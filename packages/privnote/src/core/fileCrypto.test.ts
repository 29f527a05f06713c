// @vitest-environment node
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { NoteDecryptError } from './crypto';
import {
  chunkCount,
  decryptFileChunks,
  encryptFileChunks,
  FILE_CHUNK_BYTES,
  FILE_TAG_BYTES,
  generateFileNonce,
} from './fileCrypto';

const newKey = () =>
  crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);

function bytes(size: number, seed = 1): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(size);
  let state = seed;
  for (let i = 0; i < size; i += 1) {
    state = (state * 1_103_515_245 + 12_345) >>> 0;
    out[i] = state >>> 24;
  }
  return out;
}

async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const all: T[] = [];
  for await (const item of items) all.push(item);
  return all;
}

async function decryptAll(
  chunks: (Uint8Array<ArrayBuffer> | null)[],
  size: number,
  key: CryptoKey,
  nonce: Uint8Array,
) {
  const parts = await collect(decryptFileChunks(async (i) => chunks[i] ?? null, size, key, nonce, 0));
  return new Uint8Array(await new Blob(parts).arrayBuffer());
}

describe('chunked file encryption', () => {
  it('round-trips files of 0, 1, one chunk, one chunk + 1 and 3.5 chunks', async () => {
    const key = await newKey();
    for (const size of [0, 1, FILE_CHUNK_BYTES, FILE_CHUNK_BYTES + 1, FILE_CHUNK_BYTES * 3.5]) {
      const plain = bytes(size, size + 1);
      const nonce = generateFileNonce();
      const chunks = await collect(encryptFileChunks(new Blob([plain]), key, nonce, 0));
      expect(chunks).toHaveLength(chunkCount(size));
      expect(chunks.every((chunk) => chunk.length <= FILE_CHUNK_BYTES + FILE_TAG_BYTES)).toBe(true);
      expect(await decryptAll(chunks, size, key, nonce)).toEqual(plain);
    }
  });

  it('rejects a changed byte, reordered chunks, a missing chunk, a cut file and another file’s chunks', async () => {
    const key = await newKey();
    const size = FILE_CHUNK_BYTES * 3;
    const nonce = generateFileNonce();
    const chunks = await collect(encryptFileChunks(new Blob([bytes(size)]), key, nonce, 0));
    const tampered = chunks.map((chunk) => chunk.slice());
    const changed = tampered[1] as Uint8Array;
    changed[5] = (changed[5] as number) ^ 1;
    await expect(decryptAll(tampered, size, key, nonce)).rejects.toBeInstanceOf(NoteDecryptError);
    const reordered = [chunks[1], chunks[0], chunks[2]] as Uint8Array<ArrayBuffer>[];
    await expect(decryptAll(reordered, size, key, nonce)).rejects.toBeInstanceOf(NoteDecryptError);
    await expect(decryptAll(chunks.slice(0, 2), size, key, nonce)).rejects.toThrow(/missing/);
    // Cut at a chunk boundary and claimed shorter: chunk 1 was not sealed as the last one.
    await expect(decryptAll(chunks.slice(0, 2), FILE_CHUNK_BYTES * 2, key, nonce)).rejects.toBeInstanceOf(
      NoteDecryptError,
    );
    // The same chunk under another file's position (additional data) or nonce.
    const asFile1 = decryptFileChunks(async (i) => chunks[i] ?? null, size, key, nonce, 1);
    await expect(collect(asFile1)).rejects.toBeInstanceOf(NoteDecryptError);
    await expect(decryptAll(chunks, size, key, generateFileNonce())).rejects.toBeInstanceOf(NoteDecryptError);
    await expect(decryptAll(chunks, size, await newKey(), nonce)).rejects.toBeInstanceOf(NoteDecryptError);
  });

  it('keeps the memory of an encryption bounded: 10 MB takes no more than 1 MB does', async () => {
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    const key = await newKey();
    /** Peak growth of the heap and ArrayBuffers (after a GC each 16 chunks) while encrypting. */
    const peakGrowth = async (size: number) => {
      const file = new Blob([bytes(size)]);
      gc();
      const base = process.memoryUsage();
      let peak = 0;
      let index = 0;
      for await (const chunk of encryptFileChunks(file, key, generateFileNonce(), 0)) {
        expect(chunk.length).toBeGreaterThan(0);
        index += 1;
        if (index % 16 === 0) {
          gc();
          const now = process.memoryUsage();
          peak = Math.max(peak, now.heapUsed - base.heapUsed + now.arrayBuffers - base.arrayBuffers);
        }
      }
      return peak;
    };
    const small = await peakGrowth(1024 * 1024);
    const large = await peakGrowth(10 * 1024 * 1024);
    console.info(`Encrypt memory growth: 1 MB file ${small} bytes, 10 MB file ${large} bytes`);
    // Proportional growth would be ≥ 10 MB for the large file; bounded stays near a few chunks.
    expect(small).toBeLessThan(2 * 1024 * 1024);
    expect(large).toBeLessThan(2 * 1024 * 1024);
  });
});
