/** The checksums of the formats written and read here: zlib's Adler-32 (RFC 1950) and PNG's CRC-32. */

/**
 * Adler-32's two sums carried over `data` (zlib's algorithm). The sums are reduced every 3800
 * bytes, the longest run that keeps them under 2^31 (b ≤ 65520 + 3800 × 65520 + 255 × 3800 × 3801 / 2
 * = 2,090,668,020), so V8 keeps them in 32-bit integers; eight bytes a turn. zlib's 5552-byte
 * runs take b past 2^31, into floating point.
 */
export function adler32Update(a: number, b: number, data: Uint8Array): { a: number; b: number } {
  let i = 0;
  const n = data.length;
  while (i < n) {
    const end = Math.min(n, i + 3800);
    for (; i + 8 <= end; i += 8) {
      a = (a + (data[i] as number)) | 0;
      b = (b + a) | 0;
      a = (a + (data[i + 1] as number)) | 0;
      b = (b + a) | 0;
      a = (a + (data[i + 2] as number)) | 0;
      b = (b + a) | 0;
      a = (a + (data[i + 3] as number)) | 0;
      b = (b + a) | 0;
      a = (a + (data[i + 4] as number)) | 0;
      b = (b + a) | 0;
      a = (a + (data[i + 5] as number)) | 0;
      b = (b + a) | 0;
      a = (a + (data[i + 6] as number)) | 0;
      b = (b + a) | 0;
      a = (a + (data[i + 7] as number)) | 0;
      b = (b + a) | 0;
    }
    for (; i < end; i++) {
      a = (a + (data[i] as number)) | 0;
      b = (b + a) | 0;
    }
    a %= 65521;
    b %= 65521;
  }
  return { a, b };
}

/** Adler-32 of several byte ranges taken in order (what zlib appends to a stream). */
export function adler32(parts: readonly Uint8Array[]): number {
  let sum = { a: 1, b: 0 };
  for (const data of parts) sum = adler32Update(sum.a, sum.b, data);
  return ((sum.b << 16) | sum.a) >>> 0;
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

/**
 * CRC-32 tables for eight bytes at a time ("slicing-by-8"): table k gives the CRC of a byte
 * followed by k zero bytes. The CRC covers every byte of IDAT, so a byte at a time made it a
 * visible part of an encode.
 */
const CRC_TABLES = (() => {
  const tables = new Int32Array(256 * 8);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    tables[n] = c;
  }
  for (let k = 1; k < 8; k++) {
    for (let n = 0; n < 256; n++) {
      const previous = tables[(k - 1) * 256 + n] as number;
      tables[k * 256 + n] = (tables[previous & 0xff] as number) ^ (previous >>> 8);
    }
  }
  return tables;
})();

/** CRC-32 (PNG chunks) over several ranges taken in order. */
export function crc32(parts: readonly Uint8Array[]): number {
  const t = CRC_TABLES;
  let c = -1;
  for (const data of parts) {
    let i = 0;
    for (const last = data.length - 8; i <= last; i += 8) {
      const word =
        c ^
        ((data[i] as number) |
          ((data[i + 1] as number) << 8) |
          ((data[i + 2] as number) << 16) |
          ((data[i + 3] as number) << 24));
      c =
        (t[1792 + (word & 0xff)] as number) ^
        (t[1536 + ((word >>> 8) & 0xff)] as number) ^
        (t[1280 + ((word >>> 16) & 0xff)] as number) ^
        (t[1024 + (word >>> 24)] as number) ^
        (t[768 + (data[i + 4] as number)] as number) ^
        (t[512 + (data[i + 5] as number)] as number) ^
        (t[256 + (data[i + 6] as number)] as number) ^
        (t[data[i + 7] as number] as number);
    }
    for (; i < data.length; i++) c = (t[(c ^ (data[i] as number)) & 0xff] as number) ^ (c >>> 8);
  }
  return (c ^ -1) >>> 0;
}
