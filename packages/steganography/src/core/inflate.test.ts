// @vitest-environment node
import { constants, deflateSync, inflateSync } from 'node:zlib';
import fc from 'fast-check';
import { zlibSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { concat } from './bytes';
import { FastDeflater } from './fastDeflate';
import { INFLATE_CHUNK, InflateError, Inflater, inflateZlib } from './inflate';
import { pseudoRandomBytes } from './testing';

/** Inflates `stream` fed in pieces of `size` bytes (cycling through the sizes), joining the output. */
async function inflateIn(stream: Uint8Array, sizes: number[] = [stream.length || 1]): Promise<Uint8Array> {
  const pieces: Uint8Array[] = [];
  for (let at = 0, k = 0; at < stream.length; k++) {
    const size = Math.max(1, sizes[k % sizes.length] as number);
    pieces.push(stream.slice(at, at + size));
    at += size;
  }
  const out: Uint8Array[] = [];
  for await (const view of inflateZlib(pieces)) out.push(view.slice());
  return concat(out.length > 0 ? out : [new Uint8Array(0)]);
}

/** Byte-for-byte equality (vitest's deep equality is slow on arrays of this size). */
const same = (a: Uint8Array | null, b: Uint8Array) => a !== null && Buffer.from(a).equals(Buffer.from(b));

/** Bytes like filtered photo rows: small residuals, runs and repeats (what PNGs hold). */
function photoLike(length: number, seed: number): Uint8Array {
  const noise = pseudoRandomBytes(length, seed);
  const out = new Uint8Array(length);
  for (let i = 0; i < length; i++) {
    const r = noise[i] as number;
    out[i] = i % 4001 < 40 ? 0 : r < 200 ? (r % 7) - 3 : r;
  }
  return out;
}

const samples: Array<[string, Uint8Array]> = [
  ['empty', new Uint8Array(0)],
  ['one byte', new Uint8Array([42])],
  ['text', new TextEncoder().encode('Le vif renard brun saute par-dessus le chien paresseux. '.repeat(3000))],
  ['noise', pseudoRandomBytes(300_000, 7)],
  ['photo-like rows', photoLike(700_000, 3)],
  ['one long run', new Uint8Array(500_000).fill(9)],
];

describe('inflateZlib', () => {
  for (const [name, data] of samples) {
    it(`gives back ${name} from zlib at levels 0, 1, 6 and 9, whole and in pieces of any size`, async () => {
      for (const level of [0, 1, 6, 9]) {
        const stream = new Uint8Array(deflateSync(data, { level }));
        expect(same(await inflateIn(stream), data)).toBe(true);
        expect(same(await inflateIn(stream, [1, 2, 3, 5, 8, 13, 100, 4096]), data)).toBe(true);
        expect(same(await inflateIn(stream, [65_535, 70_001]), data)).toBe(true);
      }
    });
  }

  it('reads fixed-Huffman blocks (zlib with Z_FIXED, fflate on short input)', async () => {
    const data = photoLike(200_000, 11);
    const fixed = new Uint8Array(deflateSync(data, { strategy: constants.Z_FIXED }));
    expect(same(await inflateIn(fixed, [333]), data)).toBe(true);
    const short = new TextEncoder().encode('abcabcabcabd');
    expect(await inflateIn(zlibSync(short))).toEqual(short);
  });

  it('reads what this package writes (FastDeflater, Huffman and stored blocks), against zlib', async () => {
    for (const data of [photoLike(1_500_000, 5), pseudoRandomBytes(600_000, 9)]) {
      const deflater = new FastDeflater();
      deflater.push(data);
      const part = deflater.finish(true);
      const trailer = new Uint8Array(4);
      new DataView(trailer.buffer).setUint32(0, part.adler);
      const stream = concat([new Uint8Array([0x78, 0x01]), part.deflated, trailer]);
      expect(inflateSync(stream).equals(Buffer.from(data))).toBe(true);
      expect(same(await inflateIn(stream, [4097]), data)).toBe(true);
    }
  });

  it('hands output over in views of at most one chunk, reusing one window', async () => {
    const data = photoLike(2_000_000, 13);
    const stream = new Uint8Array(deflateSync(data, { level: 6 }));
    const buffers = new Set<ArrayBufferLike>();
    let total = 0;
    for await (const view of inflateZlib([stream])) {
      // The first view also holds what later becomes the 32 KB of history.
      expect(view.length).toBeLessThanOrEqual(32_768 + INFLATE_CHUNK + 258);
      expect(same(view, data.subarray(total, total + view.length))).toBe(true);
      buffers.add(view.buffer);
      total += view.length;
    }
    expect(total).toBe(data.length);
    expect(buffers.size).toBe(1);
  });

  it('copies each piece of input before asking for the next (a source may reuse its buffer)', async () => {
    const data = photoLike(400_000, 17);
    const stream = new Uint8Array(deflateSync(data));
    const shared = new Uint8Array(1000);
    async function* reused() {
      for (let at = 0; at < stream.length; at += shared.length) {
        const piece = stream.subarray(at, at + shared.length);
        shared.set(piece);
        yield shared.subarray(0, piece.length);
        shared.fill(0xee); // what a reused buffer holds once the next read has begun
      }
    }
    const out: Uint8Array[] = [];
    for await (const view of inflateZlib(reused())) out.push(view.slice());
    expect(same(concat(out), data)).toBe(true);
  });

  it('stops its source when the reader stops early, having inflated little more than was read', async () => {
    const data = photoLike(4_000_000, 19);
    const stream = new Uint8Array(deflateSync(data));
    let given = 0;
    let stopped = false;
    async function* source() {
      try {
        for (let at = 0; at < stream.length; at += 10_000) {
          given += Math.min(10_000, stream.length - at);
          yield stream.subarray(at, at + 10_000);
        }
      } finally {
        stopped = true;
      }
    }
    let read = 0;
    for await (const view of inflateZlib(source())) {
      read += view.length;
      if (read > 500_000) break;
    }
    expect(stopped).toBe(true);
    expect(given).toBeLessThan(stream.length / 2);
  });

  it('agrees with zlib on any stream, valid or damaged: same bytes, or an error (never a hang)', async () => {
    const base = [
      new Uint8Array(deflateSync(photoLike(3000, 23), { level: 6 })),
      new Uint8Array(deflateSync(pseudoRandomBytes(2000, 29), { level: 1 })),
      new Uint8Array(deflateSync(photoLike(3000, 31), { strategy: constants.Z_FIXED })),
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...base),
        fc.array(fc.tuple(fc.nat(), fc.integer({ min: 1, max: 255 })), { maxLength: 3 }),
        fc.option(fc.nat(), { nil: undefined }),
        fc.integer({ min: 1, max: 700 }),
        async (original, flips, cut, pieceSize) => {
          let stream = original.slice();
          for (const [at, mask] of flips)
            stream[at % stream.length] = (stream[at % stream.length] as number) ^ mask;
          if (cut !== undefined) stream = stream.slice(0, cut % stream.length);
          let expected: Uint8Array | null;
          try {
            expected = new Uint8Array(inflateSync(stream));
          } catch {
            expected = null;
          }
          let actual: Uint8Array | null;
          try {
            actual = await inflateIn(stream, [pieceSize]);
          } catch (error) {
            expect(error).toBeInstanceOf(InflateError);
            actual = null;
          }
          if (expected === null) expect(actual).toBeNull();
          else expect(same(actual, expected)).toBe(true);
        },
      ),
      { numRuns: 400 },
    );
  });

  it('refuses a truncated stream at every cut, a wrong Adler-32, a preset dictionary and a bad header', async () => {
    const data = photoLike(20_000, 37);
    const stream = new Uint8Array(deflateSync(data));
    for (let cut = 0; cut < stream.length; cut += cut < 40 ? 1 : 97) {
      await expect(inflateIn(stream.slice(0, cut), [50])).rejects.toBeInstanceOf(InflateError);
    }
    const wrongSum = stream.slice();
    wrongSum[wrongSum.length - 1] = (wrongSum[wrongSum.length - 1] as number) ^ 1;
    await expect(inflateIn(wrongSum)).rejects.toThrow('Adler-32');
    const withDictionary = new Uint8Array(deflateSync(data, { dictionary: Buffer.from('abc') }));
    await expect(inflateIn(withDictionary)).rejects.toThrow('en-tête zlib');
    await expect(inflateIn(new Uint8Array([0x78, 0x02, 0, 0]))).rejects.toThrow('en-tête zlib');
  });

  it('skips the Adler-32 when asked (a reader that may stop before the end)', async () => {
    const data = photoLike(50_000, 41);
    const stream = new Uint8Array(deflateSync(data));
    stream[stream.length - 1] = (stream[stream.length - 1] as number) ^ 1;
    const out: Uint8Array[] = [];
    for await (const view of inflateZlib([stream], { checksum: false })) out.push(view.slice());
    expect(same(concat(out), data)).toBe(true);
  });

  it('refuses a match reaching before the start of the output', () => {
    // Fixed-Huffman block: BFINAL 1, BTYPE 01, then length code 257 (length 3, code 0000001) and
    // distance code 0 (distance 1, code 00000) with nothing written yet.
    const inflater = new Inflater({ checksum: false });
    inflater.write(new Uint8Array([0x78, 0x01, 0b00000011, 0b00000010, 0, 0, 0, 0]));
    inflater.end();
    expect(() => inflater.run()).toThrow('distance trop grande');
  });
});
