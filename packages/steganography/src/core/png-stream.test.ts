// @vitest-environment node
import { crc32, deflateSync, inflateRawSync, inflateSync } from 'node:zlib';
import fc from 'fast-check';
import { encode } from 'fast-png';
import { describe, expect, it } from 'vitest';
import { adler32, adler32Combine, compressHere, deflatePart } from './deflate';
import { decodePngToRgba } from './png';
import { chooseEncoding, chooseFilter, encodeRgbaToPngFast, readPngChunks, readPngRows } from './png-stream';
import { pseudoRandomBytes, randomImage } from './testing';

function chunk(type: string, data: Uint8Array): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const tail = Buffer.alloc(4);
  tail.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([head, body, tail]);
}

/** A reference filter (written independently of the code under test, straight from the PNG spec). */
function filterRow(type: number, cur: Uint8Array, prev: Uint8Array | null, bpp: number): Uint8Array {
  const out = new Uint8Array(cur.length);
  for (let i = 0; i < cur.length; i++) {
    const a = i >= bpp ? (cur[i - bpp] as number) : 0;
    const b = prev ? (prev[i] as number) : 0;
    const c = prev && i >= bpp ? (prev[i - bpp] as number) : 0;
    const p = a + b - c;
    const paeth =
      Math.abs(p - a) <= Math.abs(p - b) && Math.abs(p - a) <= Math.abs(p - c)
        ? a
        : Math.abs(p - b) <= Math.abs(p - c)
          ? b
          : c;
    const predictor = [0, a, b, Math.floor((a + b) / 2), paeth][type] as number;
    out[i] = ((cur[i] as number) - predictor) & 0xff;
  }
  return out;
}

/** An 8-bit PNG of any colour type whose rows use the given filters (one per row, cycling). */
function handMadePng(
  width: number,
  height: number,
  colorType: number,
  samples: Uint8Array,
  filters: number[],
  extra: Buffer[] = [],
): Uint8Array {
  const bpp = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 }[colorType] as number;
  const line = width * bpp;
  const raw: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const type = filters[y % filters.length] as number;
    const cur = samples.subarray(y * line, (y + 1) * line);
    const prev = y > 0 ? samples.subarray((y - 1) * line, y * line) : null;
    raw.push(Buffer.from([type]), Buffer.from(filterRow(type, cur, prev, bpp)));
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, colorType, 0, 0, 0], 8);
  const idat = deflateSync(Buffer.concat(raw));
  // Split IDAT in two chunks, as many writers do.
  const half = Math.floor(idat.length / 2);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    ...extra,
    chunk('IDAT', idat.subarray(0, half)),
    chunk('IDAT', idat.subarray(half)),
    chunk('IEND', new Uint8Array(0)),
  ]);
}

describe('zlib pieces', () => {
  it('adler32 and its combination match zlib', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 20_000 }), fc.nat(20_000), (data, cut) => {
        const at = Math.min(cut, data.length);
        const whole = adler32([data]);
        const a = data.subarray(0, at);
        const b = data.subarray(at);
        expect(adler32Combine(adler32([a]), adler32([b]), b.length)).toBe(whole);
        expect(
          inflateSync(Buffer.concat([Buffer.from([0x78, 0x01]), deflatePart(data, true), u32(whole)])).equals(
            Buffer.from(data),
          ),
        ).toBe(true);
      }),
      { numRuns: 60 },
    );
  });

  it('parts deflated separately (sync-flushed) join into one raw stream, whatever their sizes', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 30_000 }),
        fc.array(fc.nat(), { minLength: 0, maxLength: 4 }),
        fc.integer(),
        fc.boolean(),
        async (size, cuts, seed, store) => {
          const data = pseudoRandomBytes(size, seed).map((v, i) => (i % 7 === 0 ? v : (i >> 3) & 0xff));
          const points = [...new Set(cuts.map((cut) => (size === 0 ? 0 : cut % size)))].sort((a, b) => a - b);
          const bounds = [0, ...points, size];
          const parts = bounds.slice(1).map((end, i) => data.slice(bounds[i], end));
          const compressed = await compressHere(parts, store);
          const joined = Buffer.concat(compressed.map((part) => part.deflated));
          expect(inflateRawSync(joined).equals(Buffer.from(data))).toBe(true);
        },
      ),
      { numRuns: 60 },
    );
  });
});

function u32(value: number): Buffer {
  const out = Buffer.alloc(4);
  out.writeUInt32BE(value >>> 0);
  return out;
}

describe('encodeRgbaToPngFast', () => {
  it('writes PNGs that fast-png and zlib read back to the exact pixels (any size, 1–3 parts)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 70 }),
        fc.integer({ min: 1, max: 40 }),
        fc.integer(),
        fc.integer({ min: 1, max: 3 }),
        fc.boolean(),
        async (width, height, seed, parts, smooth) => {
          const image = randomImage(width, height, seed);
          if (smooth)
            for (let i = 0; i < image.data.length; i++) image.data[i] = ((i >> 2) % width) + (i & 3);
          const png = await encodeRgbaToPngFast(image, { parts });
          const back = decodePngToRgba(png);
          expect(back.width).toBe(width);
          expect(back.height).toBe(height);
          expect(Buffer.from(back.data).equals(Buffer.from(image.data))).toBe(true);
          const chunks = readPngChunks(png);
          expect(chunks.types).toEqual(['IHDR', 'IDAT', 'IEND']);
          expect(inflateSync(Buffer.concat(chunks.idat)).length).toBe((width * 4 + 1) * height);
        },
      ),
      { numRuns: 80 },
    );
  });

  it('still takes a compressor of filtered parts (`compress`, the earlier option)', async () => {
    for (const noise of [false, true]) {
      const image = randomImage(90, 61, 5, noise ? 255 : undefined);
      if (!noise) for (let i = 0; i < image.data.length; i++) image.data[i] = (i >> 5) & 0xff;
      const png = await encodeRgbaToPngFast(image, { compress: compressHere, parts: 3 });
      expect(Buffer.from(decodePngToRgba(png).data).equals(Buffer.from(image.data))).toBe(true);
    }
  });

  it('stores noise uncompressed (deflating it is slow and useless), and it still reads back', async () => {
    const noise = randomImage(200, 100, 12, 255);
    expect(chooseEncoding(noise).store).toBe(true);
    const png = await encodeRgbaToPngFast(noise, { parts: 2 });
    expect(Buffer.from(decodePngToRgba(png).data).equals(Buffer.from(noise.data))).toBe(true);
    const idat = Buffer.concat(readPngChunks(png).idat);
    expect(inflateSync(idat).length).toBe(100 * 801);
    expect(idat.length).toBeGreaterThan(100 * 801);
    const smooth = {
      width: 200,
      height: 100,
      data: new Uint8Array(200 * 100 * 4).map((_, i) => (i >> 6) & 0xff),
    };
    expect(chooseEncoding(smooth).store).toBe(false);
  });

  it('chooses the filter with the smallest residuals', () => {
    const width = 50;
    const height = 20;
    const rows = { width, height, data: new Uint8Array(width * height * 4) };
    // Every row equals the one above but varies along x: "Up" predicts it exactly.
    for (let i = 0; i < rows.data.length; i++) rows.data[i] = (((i >> 2) % width) * 37) & 0xff;
    expect(chooseFilter(rows)).toBe(2);
    // Constant along x, changing down: "Sub" predicts it exactly.
    // (Paeth then predicts it exactly too.)
    for (let i = 0; i < rows.data.length; i++) rows.data[i] = (Math.floor(i / (width * 4)) * 53) & 0xff;
    expect([1, 4]).toContain(chooseFilter(rows));
  });
});

describe('readPngRows', () => {
  const colorTypes = [0, 2, 3, 4, 6] as const;
  it('reads every 8-bit colour type and filter exactly as fast-png does', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...colorTypes),
        fc.integer({ min: 1, max: 40 }),
        fc.integer({ min: 1, max: 30 }),
        fc.integer(),
        fc.array(fc.integer({ min: 0, max: 4 }), { minLength: 1, maxLength: 6 }),
        fc.boolean(),
        async (colorType, width, height, seed, filters, withTrns) => {
          const bpp = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 }[colorType];
          const samples = pseudoRandomBytes(width * height * bpp, seed);
          const extra: Buffer[] = [];
          if (colorType === 3) {
            for (let i = 0; i < samples.length; i++) samples[i] = (samples[i] as number) % 7;
            extra.push(chunk('PLTE', pseudoRandomBytes(21, seed + 1)));
            if (withTrns) extra.push(chunk('tRNS', new Uint8Array([0, 128, 255])));
          } else if (withTrns && colorType === 0) {
            extra.push(chunk('tRNS', new Uint8Array([0, samples[0] as number])));
          } else if (withTrns && colorType === 2 && width * height >= 3) {
            // (fast-png, the reference, wrongly refuses a 6-byte RGB tRNS on images under 3 pixels.)
            extra.push(
              chunk(
                'tRNS',
                new Uint8Array([0, samples[0] as number, 0, samples[1] as number, 0, samples[2] as number]),
              ),
            );
          }
          const png = handMadePng(width, height, colorType, samples, filters, extra);
          const { image, rows } = await readPngRows(png);
          expect(rows).toBe(height);
          const reference = decodePngToRgba(png);
          expect(Buffer.from(image.data).equals(Buffer.from(reference.data))).toBe(true);
        },
      ),
      { numRuns: 120 },
    );
  });

  it('stops after the rows asked for, and can still check the rest of the stream', async () => {
    const image = randomImage(30, 200, 9);
    const png = await encodeRgbaToPngFast(image);
    const asked: number[] = [];
    const partial = await readPngRows(png, {
      rowsNeeded: (rows) => {
        asked.push(rows);
        return 17;
      },
    });
    expect(partial.rows).toBeGreaterThanOrEqual(17);
    expect(partial.rows).toBeLessThan(200);
    const n = partial.rows * 30 * 4;
    expect(
      Buffer.from(partial.image.data.subarray(0, n)).equals(Buffer.from(image.data.subarray(0, n))),
    ).toBe(true);
    const verified = await readPngRows(png, { rowsNeeded: () => 17, verifyAll: true });
    expect(verified.rows).toBe(partial.rows);
    // A damaged checksum at the end is only seen when the whole stream is read.
    const damaged = png.slice();
    const iend = damaged.length - 12;
    damaged[iend - 5] = ((damaged[iend - 5] as number) ^ 0xff) & 0xff;
    await expect(readPngRows(damaged, { rowsNeeded: () => 17 })).resolves.toBeTruthy();
    await expect(readPngRows(damaged, { rowsNeeded: () => 17, verifyAll: true })).rejects.toThrow();
  });

  it('falls back to fast-png for 16-bit and palette sub-byte images', async () => {
    const data16 = new Uint16Array(4 * 3 * 3).map((_, i) => i * 1000);
    const png16 = encode({ width: 4, height: 3, data: data16, depth: 16, channels: 3 });
    expect((await readPngRows(png16)).image.data).toEqual(decodePngToRgba(png16).data);
  });

  it('rejects malformed files with an error, never a hang', async () => {
    const png = await encodeRgbaToPngFast(randomImage(20, 20, 3));
    await expect(readPngRows(png.subarray(0, 60))).rejects.toThrow();
    await expect(readPngRows(new Uint8Array([1, 2, 3]))).rejects.toThrow('signature PNG absente');
    const badFilter = handMadePng(4, 4, 6, pseudoRandomBytes(64, 1), [0]);
    // Rewrite the first row's filter byte (inside the zlib stream) to 9.
    const chunks = readPngChunks(badFilter);
    const raw = inflateSync(Buffer.concat(chunks.idat));
    raw[0] = 9;
    const ihdr = Buffer.alloc(13);
    ihdr.writeUInt32BE(4, 0);
    ihdr.writeUInt32BE(4, 4);
    ihdr.set([8, 6, 0, 0, 0], 8);
    const rebuilt = Buffer.concat([
      Buffer.from(badFilter.subarray(0, 8)),
      chunk('IHDR', ihdr),
      chunk('IDAT', deflateSync(raw)),
      chunk('IEND', new Uint8Array(0)),
    ]);
    await expect(readPngRows(rebuilt)).rejects.toThrow('filtre PNG inconnu (9)');
  });
});
