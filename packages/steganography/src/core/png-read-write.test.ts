// @vitest-environment node
import { crc32, deflateSync, inflateRawSync, inflateSync } from 'node:zlib';
import fc from 'fast-check';
import { encode } from 'fast-png';
import { describe, expect, it } from 'vitest';
import { adler32, adler32Combine, crc32 as crc32Pieces } from './checksums';
import { compressHere, deflatePart, StoredWriter, storePart } from './deflate';
import { decodePngToRgba } from './png';
import { readPngChunks, readPngRows, readPngRowsFromBlob, readWrittenRows } from './png-read';
import {
  chooseEncoding,
  chooseFilter,
  compressRowsHere,
  encodeRgbaToPngBlob,
  encodeRgbaToPngFast,
  encodeRgbaToPngPieces,
} from './png-write';
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

/** A hand-made PNG's shape: colour type, width, height, seed of its samples, row filters. */
const handMadeShape = fc.tuple(
  fc.constantFrom(0, 2, 3, 4, 6),
  fc.integer({ min: 1, max: 40 }),
  fc.integer({ min: 1, max: 30 }),
  fc.integer(),
  fc.array(fc.integer({ min: 0, max: 4 }), { minLength: 1, maxLength: 6 }),
);

/** Samples for that shape; for a palette image, indices under 7 and its 7-entry PLTE in `extra`. */
function handMadeSamples(
  colorType: number,
  width: number,
  height: number,
  seed: number,
): { samples: Uint8Array; extra: Buffer[] } {
  const bpp = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 }[colorType] as number;
  const samples = pseudoRandomBytes(width * height * bpp, seed);
  const extra: Buffer[] = [];
  if (colorType === 3) {
    for (let i = 0; i < samples.length; i++) samples[i] = (samples[i] as number) % 7;
    extra.push(chunk('PLTE', pseudoRandomBytes(21, seed + 1)));
  }
  return { samples, extra };
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
  it('crc32 over pieces matches zlib over the whole, whatever the cuts', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ maxLength: 5000 }),
        fc.array(fc.nat(5000), { maxLength: 5 }),
        (data, cuts) => {
          const points = [...new Set(cuts.map((cut) => Math.min(cut, data.length)))].sort((a, b) => a - b);
          const bounds = [0, ...points, data.length];
          const parts = bounds.slice(1).map((end, i) => data.subarray(bounds[i], end));
          expect(crc32Pieces(parts)).toBe(crc32(data) >>> 0);
        },
      ),
      { numRuns: 200 },
    );
  });

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

describe('StoredWriter', () => {
  it('writes stored blocks as the data arrives, whatever the pieces, exactly as in one go', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(0, 1, 65_534, 65_535, 65_536, 131_070, 200_001),
        fc.array(fc.integer({ min: 1, max: 90_000 }), { maxLength: 6 }),
        fc.boolean(),
        fc.integer(),
        (size, cuts, last, seed) => {
          const data = pseudoRandomBytes(size, seed);
          const writer = new StoredWriter(size, last);
          let at = 0;
          for (const cut of cuts) {
            const end = Math.min(size, at + cut);
            writer.push(data.subarray(at, end));
            at = end;
          }
          writer.push(data.subarray(at));
          const part = writer.finish();
          expect(Buffer.from(part.deflated).equals(Buffer.from(storePart(data, last).deflated))).toBe(true);
          expect(part.adler).toBe(adler32([data]));
          expect(part.length).toBe(size);
          const raw = Buffer.concat([part.deflated, last ? Buffer.alloc(0) : Buffer.from([3, 0])]);
          expect(inflateRawSync(raw).equals(Buffer.from(data))).toBe(true);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('hands over its output in pieces of at most a megabyte when asked, the same bytes', () => {
    const data = pseudoRandomBytes(2_500_000, 9);
    const pieces: Uint8Array[] = [];
    const writer = new StoredWriter(data.length, true, (piece) => pieces.push(piece.slice()));
    for (let at = 0; at < data.length; at += 300_007) writer.push(data.subarray(at, at + 300_007));
    const part = writer.finish();
    expect(part.deflated.length).toBe(0);
    expect(pieces.length).toBe(3);
    for (const piece of pieces) expect(piece.length).toBeLessThanOrEqual(1 << 20);
    expect(Buffer.concat(pieces).equals(Buffer.from(storePart(data, true).deflated))).toBe(true);
    expect(part.adler).toBe(adler32([data]));
  });

  it('refuses more data than announced, or less', () => {
    const writer = new StoredWriter(10, true);
    writer.push(new Uint8Array(6));
    expect(() => writer.finish()).toThrow();
    expect(() => writer.push(new Uint8Array(5))).toThrow();
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
          const written = await encodeRgbaToPngPieces(image, { parts, minPartBytes: 0 });
          const png = await encodeRgbaToPngFast(image, { parts, minPartBytes: 0 });
          expect(Buffer.concat(written.pieces).equals(Buffer.from(png))).toBe(true);
          const again = await readWrittenRows(written);
          expect(Buffer.from(again.image.data).equals(Buffer.from(image.data))).toBe(true);
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

  it('writes straight into a Blob the same pixels, in several IDAT chunks, whatever the parts', async () => {
    for (const [width, height, parts, noise] of [
      [700, 500, 2, false],
      [700, 500, 1, true],
      [33, 7, 3, false],
      [1, 1, 1, true],
    ] as const) {
      const image = randomImage(width, height, width + height, noise ? 255 : undefined);
      if (!noise) for (let i = 0; i < image.data.length; i++) image.data[i] = ((i >> 2) % 97) + (i & 3);
      const blob = await encodeRgbaToPngBlob(image, { parts, minPartBytes: 0 });
      expect(blob.type).toBe('image/png');
      const png = new Uint8Array(await blob.arrayBuffer());
      expect(Buffer.from(decodePngToRgba(png).data).equals(Buffer.from(image.data))).toBe(true);
      const chunks = readPngChunks(png);
      expect(chunks.types[0]).toBe('IHDR');
      expect(chunks.types.at(-1)).toBe('IEND');
      expect(new Set(chunks.types.slice(1, -1))).toEqual(new Set(['IDAT']));
      if (noise && width * height * 4 > 1 << 20) expect(chunks.idat.length).toBeGreaterThan(1);
      expect(inflateSync(Buffer.concat(chunks.idat)).length).toBe((width * 4 + 1) * height);
    }
  });

  it('still takes a compressor of filtered parts (`compress`, the earlier option)', async () => {
    for (const noise of [false, true]) {
      const image = randomImage(90, 61, 5, noise ? 255 : undefined);
      if (!noise) for (let i = 0; i < image.data.length; i++) image.data[i] = (i >> 5) & 0xff;
      const png = await encodeRgbaToPngFast(image, { compress: compressHere, parts: 3, minPartBytes: 0 });
      expect(Buffer.from(decodePngToRgba(png).data).equals(Buffer.from(image.data))).toBe(true);
    }
  });

  it('hands a part to another thread only when each holds 1 MP (a smaller one costs more memory than it saves time)', async () => {
    const smooth = (width: number, height: number) => {
      const image = randomImage(width, height, 3, 255);
      for (let i = 0; i < image.data.length; i++) if ((i & 3) !== 3) image.data[i] = (i >> 6) & 0xff;
      return image;
    };
    for (const [width, height, handed] of [
      [1000, 1000, 0],
      [1000, 1999, 0],
      [2000, 1000, 1],
    ] as const) {
      const image = smooth(width, height);
      const jobs: number[] = [];
      const png = await encodeRgbaToPngFast(image, {
        parts: 2,
        compressRows: async (given) => {
          jobs.push(given.length);
          return compressRowsHere(given);
        },
      });
      expect(jobs.length).toBe(handed);
      expect(Buffer.from(decodePngToRgba(png).data).equals(Buffer.from(image.data))).toBe(true);
    }
  });

  it('stores noise uncompressed (deflating it is slow and useless), and it still reads back', async () => {
    const noise = randomImage(200, 100, 12, 255);
    expect(chooseEncoding(noise).store).toBe(true);
    const png = await encodeRgbaToPngFast(noise, { parts: 2, minPartBytes: 0 });
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

/** A file whose stream is only read on demand, in 64 KB pieces, counting the bytes read. */
class PulledBlob extends Blob {
  pulled = 0;
  constructor(private readonly content: Uint8Array) {
    super([content as BlobPart]);
  }
  override stream(): ReadableStream<Uint8Array<ArrayBuffer>> {
    let at = 0;
    return new ReadableStream<Uint8Array<ArrayBuffer>>(
      {
        pull: (controller) => {
          if (at >= this.content.length) {
            controller.close();
            return;
          }
          const piece = this.content.slice(at, at + 65_536);
          at += piece.length;
          this.pulled += piece.length;
          controller.enqueue(piece as Uint8Array<ArrayBuffer>);
        },
      },
      { highWaterMark: 0 },
    );
  }
}

describe('readPngRowsFromBlob', () => {
  it('reads a file as it streams in exactly as readPngRows reads it whole', async () => {
    await fc.assert(
      fc.asyncProperty(
        handMadeShape,
        fc.boolean(),
        async ([colorType, width, height, seed, filters], ancillary) => {
          const { samples, extra } = handMadeSamples(colorType, width, height, seed);
          if (ancillary) extra.unshift(chunk('tEXt', new Uint8Array(70_000).fill(65)));
          const png = handMadePng(width, height, colorType, samples, filters, extra);
          const whole = await readPngRows(png);
          const streamed = await readPngRowsFromBlob(new PulledBlob(png));
          expect(streamed.rows).toBe(height);
          expect(Buffer.from(streamed.image.data).equals(Buffer.from(whole.image.data))).toBe(true);
          const real = await readPngRowsFromBlob(new Blob([png as BlobPart]));
          expect(Buffer.from(real.image.data).equals(Buffer.from(whole.image.data))).toBe(true);
          // Row by row (`onRow`), nothing kept: the same RGBA rows, in order.
          const given: Buffer[] = [];
          const rowByRow = await readPngRowsFromBlob(new PulledBlob(png), {
            onRow: (row, y) => {
              expect(y).toBe(given.length);
              given.push(Buffer.from(row));
            },
          });
          expect(rowByRow.image.data.length).toBe(0);
          expect(Buffer.concat(given).equals(Buffer.from(whole.image.data))).toBe(true);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('reads no further into the file than the rows asked for need', async () => {
    const png = await encodeRgbaToPngFast(randomImage(2000, 1500, 6));
    expect(png.length).toBeGreaterThan(12_000_000);
    const file = new PulledBlob(png);
    const { rows } = await readPngRowsFromBlob(file, { rowsNeeded: () => 17 });
    expect(rows).toBeGreaterThanOrEqual(17);
    expect(file.pulled).toBeLessThan(1_000_000);
  });

  it('takes a file cut after its last IDAT, and rejects broken ones with the reason', async () => {
    const image = randomImage(30, 20, 8);
    const png = await encodeRgbaToPngFast(image);
    const noEnd = png.subarray(0, png.length - 12 - 4); // no IEND, no IDAT CRC
    const read = await readPngRowsFromBlob(new Blob([noEnd as BlobPart]));
    expect(Buffer.from(read.image.data).equals(Buffer.from(image.data))).toBe(true);
    const fails = (bytes: Uint8Array) => readPngRowsFromBlob(new Blob([bytes as BlobPart]));
    await expect(fails(png.subarray(0, 5))).rejects.toThrow('signature PNG absente');
    await expect(fails(new Uint8Array(40))).rejects.toThrow('signature PNG absente');
    await expect(fails(png.subarray(0, 60))).rejects.toThrow();
    await expect(fails(png.subarray(0, 33))).rejects.toThrow('données IDAT absentes');
    const iendOnly = Buffer.concat([Buffer.from(png.subarray(0, 33)), chunk('IEND', new Uint8Array(0))]);
    await expect(fails(iendOnly)).rejects.toThrow('données IDAT absentes');
    const huge = Buffer.from(png);
    huge.writeUInt32BE(20_000, 16);
    huge.writeUInt32BE(20_000, 20);
    await expect(fails(huge)).rejects.toThrow('image trop grande');
  });
});

describe('readPngRows', () => {
  it('reads every 8-bit colour type and filter exactly as fast-png does', async () => {
    await fc.assert(
      fc.asyncProperty(
        handMadeShape,
        fc.boolean(),
        async ([colorType, width, height, seed, filters], withTrns) => {
          const { samples, extra } = handMadeSamples(colorType, width, height, seed);
          if (colorType === 3) {
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

  it('inflates no further than the rows asked for need (a file cut after them still reads)', async () => {
    // Chromium's DecompressionStream, given a 12 MB IDAT whole, inflated every row to read a few.
    const image = randomImage(2000, 1500, 5);
    const png = await encodeRgbaToPngFast(image);
    expect(png.length).toBeGreaterThan(12_000_000);
    const start = new Blob([png.subarray(0, 1_000_000) as BlobPart]);
    const { rows } = await readPngRowsFromBlob(start, { rowsNeeded: () => 17 });
    expect(rows).toBeGreaterThanOrEqual(17);
    await expect(readPngRowsFromBlob(start)).rejects.toThrow('bloc IDAT tronqué');
    const whole = await readPngRows(png);
    expect(Buffer.from(whole.image.data).equals(Buffer.from(image.data))).toBe(true);
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
