import { adler32Update, FastDeflater } from './fastDeflate';

/**
 * zlib pieces for the PNG writer. The browser's CompressionStream has no level setting and its
 * default (6) spends 2.7–5 s of CPU on a 12 MP photo's filtered rows (measured in Chromium and with
 * Node's zlib on this machine), so the writer deflates with its own fast deflater (fastDeflate.ts)
 * and can split the rows between two threads: every part but the last ends with a sync flush (byte
 * aligned, not final), so the parts are concatenated into one stream.
 */

/**
 * A part written as stored (uncompressed) DEFLATE blocks: for rows that do not compress (noise),
 * deflating costs seconds for nothing. Every block is byte-aligned, so parts still join.
 */
export function storePart(data: Uint8Array, last: boolean): CompressedPart {
  const MAX = 65_535;
  const blocks = Math.max(1, Math.ceil(data.length / MAX));
  const out = new Uint8Array(data.length + blocks * 5);
  let o = 0;
  for (let k = 0; k < blocks; k++) {
    const from = k * MAX;
    const length = Math.min(MAX, data.length - from);
    out[o] = last && k === blocks - 1 ? 1 : 0;
    out[o + 1] = length & 0xff;
    out[o + 2] = length >> 8;
    out[o + 3] = ~length & 0xff;
    out[o + 4] = (~length >> 8) & 0xff;
    out.set(data.subarray(from, from + length), o + 5);
    o += 5 + length;
  }
  return { deflated: out, adler: adler32([data]), length: data.length };
}

/** Pieces fed to the deflater at a time (repeats are found within a piece). */
const PIECE = 1 << 20;

/** Raw DEFLATE of one part of a stream: `last` ends the stream, otherwise it ends byte-aligned. */
export function deflatePart(data: Uint8Array, last: boolean): Uint8Array {
  return compressPart(data, last).deflated;
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
  let sum = { a: 1, b: 0 };
  for (const data of parts) sum = adler32Update(sum.a, sum.b, data);
  return ((sum.b << 16) | sum.a) >>> 0;
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
export function compressPart(data: Uint8Array, last: boolean, store = false): CompressedPart {
  if (store) return storePart(data, last);
  const deflater = new FastDeflater();
  for (let at = 0; at < data.length; at += PIECE) deflater.push(data.subarray(at, at + PIECE));
  return deflater.finish(last);
}

/**
 * Compresses the parts of a raw DEFLATE stream that come after the writer's own first part, in
 * order (the last one ends the stream). The default runs them here; the worker hands them to a
 * helper worker (transferring them) while it deflates its own part.
 */
export type CompressParts = (parts: Uint8Array[], store?: boolean) => Promise<CompressedPart[]>;

export const compressHere: CompressParts = async (parts, store = false) =>
  parts.map((part, index) => compressPart(part, index === parts.length - 1, store));
