import type { RgbaImage } from './types';

/** Deterministic bytes (xorshift32) for tests and benchmarks. */
export function pseudoRandomBytes(length: number, seed: number): Uint8Array {
  const out = new Uint8Array(length);
  let x = seed >>> 0 || 0x9e3779b9;
  for (let i = 0; i < length; i++) {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    out[i] = x & 0xff;
  }
  return out;
}

/** A random RGBA image; `alpha` fixes every alpha byte, otherwise alpha is random too. */
export function randomImage(width: number, height: number, seed: number, alpha?: number): RgbaImage {
  const data = pseudoRandomBytes(width * height * 4, seed);
  if (alpha !== undefined) for (let i = 3; i < data.length; i += 4) data[i] = alpha;
  return { width, height, data };
}
