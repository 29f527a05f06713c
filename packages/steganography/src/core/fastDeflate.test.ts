// @vitest-environment node
import { deflateRawSync, inflateRawSync, inflateSync } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { adler32 } from './checksums';
import { canonicalCodes, codeLengths, FastDeflater } from './fastDeflate';
import { pseudoRandomBytes } from './testing';

const kraft = (lengths: Uint8Array, limit: number) => {
  let sum = 0;
  for (const l of lengths) if (l > 0) sum += 2 ** (limit - l);
  return sum / 2 ** limit;
};

describe('codeLengths', () => {
  it('gives a complete code within the limit for any counts, shorter codes to more frequent symbols', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.constant(0), fc.nat(1_000_000)), { minLength: 2, maxLength: 286 }),
        fc.constantFrom(7, 15),
        (freq, limit) => {
          const lengths = codeLengths(freq, limit);
          expect(kraft(lengths, limit)).toBe(1);
          expect(Math.max(...lengths)).toBeLessThanOrEqual(limit);
          expect(lengths.filter((l) => l > 0).length).toBeGreaterThanOrEqual(2);
          for (let s = 0; s < freq.length; s++) {
            if ((freq[s] as number) > 0) expect(lengths[s]).toBeGreaterThan(0);
            for (let t = 0; t < freq.length; t++) {
              if ((freq[s] as number) > (freq[t] as number) && (freq[t] as number) > 0)
                expect(lengths[s]).toBeLessThanOrEqual(lengths[t] as number);
            }
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('folds a tree deeper than the limit (Fibonacci counts make a 30-deep one) back under it', () => {
    const fib = [1, 1];
    while (fib.length < 30) fib.push((fib.at(-1) as number) + (fib.at(-2) as number));
    const lengths = codeLengths(fib, 15);
    expect(Math.max(...lengths)).toBe(15);
    expect(kraft(lengths, 15)).toBe(1);
    const seven = codeLengths(fib.slice(0, 19), 7);
    expect(Math.max(...seven)).toBe(7);
    expect(kraft(seven, 7)).toBe(1);
  });

  it('gives two one-bit codes when one symbol or none is used (decoders reject incomplete codes)', () => {
    expect([...codeLengths([0, 0, 5], 15)]).toEqual([1, 0, 1]);
    expect([...codeLengths([3, 0, 0], 15)]).toEqual([1, 1, 0]);
    expect([...codeLengths([0, 0, 0], 15)]).toEqual([1, 1, 0]);
  });

  it('canonical codes are prefix-free (read most significant bit first)', () => {
    const lengths = codeLengths([5, 9, 12, 13, 16, 45, 0, 1], 15);
    const codes = canonicalCodes(lengths);
    const words: string[] = [];
    for (let s = 0; s < lengths.length; s++) {
      const l = lengths[s] as number;
      if (!l) continue;
      // Stored bit-reversed (DEFLATE packs codes from the least significant bit).
      words.push([...(codes[s] as number).toString(2).padStart(l, '0')].reverse().join(''));
    }
    for (const a of words) for (const b of words) if (a !== b) expect(b.startsWith(a)).toBe(false);
  });
});

/** Data shaped like filtered image rows: small residuals, runs, repeats, and some noise. */
function rowsLike(size: number, seed: number, kind: number): Uint8Array {
  const noise = pseudoRandomBytes(size, seed);
  const out = new Uint8Array(size);
  for (let i = 0; i < size; i++) {
    const r = noise[i] as number;
    if (kind === 0) out[i] = r;
    else if (kind === 1) out[i] = i % 4 === 3 ? 0 : (r % 7) - 3;
    else if (kind === 2) out[i] = (i >> 9) & 1 ? 7 : r & 3;
    else out[i] = (i * 31) % 253;
  }
  return out;
}

describe('FastDeflater', () => {
  it('writes raw DEFLATE that zlib inflates to the same bytes, fed in any pieces, any part ends', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 700_000 }),
        fc.integer(),
        fc.integer({ min: 0, max: 3 }),
        fc.array(fc.integer({ min: 1, max: 400_000 }), { maxLength: 3 }),
        fc.boolean(),
        (size, seed, kind, pieces, last) => {
          const data = rowsLike(size, seed, kind);
          const deflater = new FastDeflater();
          let at = 0;
          for (const piece of pieces) {
            // The caller reuses its buffer: the deflater must not keep a view of it.
            const buffer = data.slice(at, at + piece);
            deflater.push(buffer);
            buffer.fill(0xaa);
            at = Math.min(size, at + piece);
          }
          deflater.push(data.slice(at));
          const part = deflater.finish(last);
          expect(part.length).toBe(size);
          expect(part.adler).toBe(adler32([data]));
          // A part that is not last ends with a sync flush: zlib reads it with an end added.
          const stream = last
            ? Buffer.from(part.deflated)
            : Buffer.concat([part.deflated, Buffer.from([0x03, 0x00])]);
          expect(inflateRawSync(stream).equals(Buffer.from(data))).toBe(true);
          // Never much larger than the input (blocks that do not shrink are stored).
          expect(part.deflated.length).toBeLessThanOrEqual(size + Math.ceil(size / 65_535) * 5 + 64);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('makes one zlib stream from parts written apart, and shrinks residual-like rows', () => {
    const data = rowsLike(900_000, 7, 1);
    const cut = 333_333;
    const first = new FastDeflater();
    first.push(data.subarray(0, cut));
    const second = new FastDeflater();
    second.push(data.subarray(cut));
    const a = first.finish(false);
    const b = second.finish(true);
    const joined = Buffer.concat([a.deflated, b.deflated]);
    expect(inflateRawSync(joined).equals(Buffer.from(data))).toBe(true);
    const trailer = Buffer.alloc(4);
    trailer.writeUInt32BE(adler32([data]));
    expect(inflateSync(Buffer.concat([Buffer.from([0x78, 0x01]), joined, trailer])).length).toBe(data.length);
    // One probe per position instead of zlib's chains: 1.18 × zlib's level 1 on such rows when
    // this was written; a fifth more at most.
    expect(joined.length).toBeLessThan(deflateRawSync(data, { level: 1 }).length * 1.2);
    expect(joined.length).toBeLessThan(data.length * 0.5);
  });

  it('codes long runs with repeats (258 at most) and stores noise', () => {
    const runs = new Uint8Array(200_000).fill(9);
    const deflater = new FastDeflater();
    deflater.push(runs);
    const out = deflater.finish(true).deflated;
    expect(inflateRawSync(out).equals(Buffer.from(runs))).toBe(true);
    expect(out.length).toBeLessThan(2_000);
    const noise = pseudoRandomBytes(300_000, 3);
    const stored = new FastDeflater();
    stored.push(noise);
    const written = stored.finish(true).deflated;
    expect(inflateRawSync(written).equals(Buffer.from(noise))).toBe(true);
    expect(written.length).toBeLessThanOrEqual(noise.length + 5 * Math.ceil(noise.length / 65_535) + 8);
  });
});
