import { Deflate } from 'fflate';

/**
 * zlib pieces for the PNG writer. The browser's CompressionStream has no level setting and its
 * default (6) spends 2.7–5 s of CPU on a 12 MP photo's filtered rows (measured in Chromium and with
 * Node's zlib on this machine), so the writer deflates with fflate at level 1 (about 1 s for the same
 * rows, about 10 % larger) and can split the rows between two threads: every part but the last
 * ends with a sync flush (byte aligned, not final), so the parts are concatenated into one stream.
 */

/** Raw DEFLATE of one part of a stream: `last` ends the stream, otherwise it ends byte-aligned. */
export function deflatePart(data: Uint8Array, last: boolean, level: 1 | 2 | 3 | 4 | 5 | 6 = 1): Uint8Array {
  const chunks: Uint8Array[] = [];
  const deflate = new Deflate({ level }, (chunk) => {
    chunks.push(chunk);
  });
  deflate.push(data, last);
  if (last) return concat(chunks);
  // fflate 0.8.3's flush(true) writes its empty stored block at a wrong offset whenever the last
  // byte is partly used, so the sync flush is written here: flush() emits every whole byte and
  // keeps the partial one in its state (`s.r` = byte << 3 | bits used).
  deflate.flush();
  const state = (deflate as unknown as { s?: { r?: number } }).s;
  if (!state || (state.r !== undefined && typeof state.r !== 'number')) {
    throw new Error('fflate: état interne inattendu (version changée ?)');
  }
  const r = state.r ?? 0;
  const bits = r & 7;
  const partial = (r >> 3) & 0xff;
  // An empty stored block: 3 header bits (not final, type 00), pad to the byte, LEN 0, NLEN 0xFFFF.
  if (bits === 0) chunks.push(new Uint8Array([0x00, 0x00, 0x00, 0xff, 0xff]));
  else if (bits <= 5) chunks.push(new Uint8Array([partial, 0x00, 0x00, 0xff, 0xff]));
  else chunks.push(new Uint8Array([partial, 0x00, 0x00, 0x00, 0xff, 0xff]));
  return concat(chunks);
}

export function concat(parts: readonly Uint8Array[]): Uint8Array {
  if (parts.length === 1) return parts[0] as Uint8Array;
  let length = 0;
  for (const part of parts) length += part.length;
  const out = new Uint8Array(length);
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** Adler-32 of several byte ranges taken in order (what zlib appends to a stream). */
export function adler32(parts: readonly Uint8Array[]): number {
  let a = 1;
  let b = 0;
  for (const data of parts) {
    let i = 0;
    while (i < data.length) {
      // 5552 is the largest run before b can overflow 2^32 (zlib's NMAX).
      const end = Math.min(data.length, i + 5552);
      for (; i < end; i++) {
        a += data[i] as number;
        b += a;
      }
      a %= 65521;
      b %= 65521;
    }
  }
  return ((b << 16) | a) >>> 0;
}

const CRC_TABLE = (() => {
  const table = new Int32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c;
  }
  return table;
})();

/** CRC-32 (PNG chunks) over several ranges taken in order. */
export function crc32(parts: readonly Uint8Array[]): number {
  let c = -1;
  for (const data of parts) {
    for (let i = 0; i < data.length; i++)
      c = (CRC_TABLE[(c ^ (data[i] as number)) & 0xff] as number) ^ (c >>> 8);
  }
  return (c ^ -1) >>> 0;
}

/** zlib's adler32_combine: the Adler-32 of A then B from those of A and B and B's length. */
export function adler32Combine(first: number, second: number, secondLength: number): number {
  const BASE = 65521;
  const rem = secondLength % BASE;
  let sum1 = first & 0xffff;
  let sum2 = (rem * sum1) % BASE;
  sum1 += (second & 0xffff) + BASE - 1;
  sum2 += (first >>> 16) + (second >>> 16) + BASE - rem;
  if (sum1 >= BASE) sum1 -= BASE;
  if (sum1 >= BASE) sum1 -= BASE;
  if (sum2 >= BASE * 2) sum2 -= BASE * 2;
  if (sum2 >= BASE) sum2 -= BASE;
  return ((sum2 << 16) | sum1) >>> 0;
}

/** One compressed part: its raw DEFLATE bytes and the Adler-32 of its input. */
export interface CompressedPart {
  deflated: Uint8Array;
  adler: number;
  length: number;
}

/** Compresses one part (what a helper thread runs). */
export function compressPart(data: Uint8Array, last: boolean): CompressedPart {
  return { deflated: deflatePart(data, last), adler: adler32([data]), length: data.length };
}

/**
 * Compresses the parts of one raw DEFLATE stream, in order. The default runs them one after the
 * other on this thread; the worker hands all but the first to a helper worker (transferring them).
 */
export type CompressParts = (parts: Uint8Array[]) => Promise<CompressedPart[]>;

export const compressHere: CompressParts = async (parts) =>
  parts.map((part, index) => compressPart(part, index === parts.length - 1));
