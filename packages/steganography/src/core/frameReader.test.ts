// @vitest-environment node
import fc from 'fast-check';
import { encode } from 'fast-png';
import { describe, expect, it } from 'vitest';
import { capacityBytes, embedPayload, extractPayload, FrameReader, frameBytes, rowsForFrame } from './bits';
import { MESSAGES } from './constants';
import { StegoError } from './errors';
import { encodeRgbaToPng } from './png';
import { readPngRows } from './png-read';
import { encodeRgbaToPngBlob, encodeRgbaToPngFast } from './png-write';
import { readFramePayload, readFramePayloadFromBlob, readFrameRows } from './stego';
import { pseudoRandomBytes, randomImage } from './testing';
import type { RgbaImage } from './types';

/** Feeds `image`'s rows to a reader as a row reader would: only while it asks for more. */
function readRows(image: RgbaImage): { reader: FrameReader; rows: number } {
  const reader = new FrameReader(image.width, image.height);
  const stride = image.width * 4;
  let rows = 0;
  while (rows < reader.rowsNeeded()) {
    reader.push(image.data.subarray(rows * stride, (rows + 1) * stride));
    rows++;
  }
  return { reader, rows };
}

/** The rows `rowsForFrame` asks for, the way readPngRows asks it (rows held in `image`). */
function rowsAskedByRowsForFrame(image: RgbaImage): number {
  let rows = 0;
  let needed = Math.min(image.height, rowsForFrame(image, 0));
  while (rows < needed) {
    rows = needed;
    needed = Math.min(image.height, rowsForFrame(image, rows));
  }
  return rows;
}

const outcome = (read: () => Uint8Array) => {
  try {
    return { payload: Array.from(read()) };
  } catch (error) {
    return { error: error instanceof StegoError ? error.message : 'other' };
  }
};

describe('FrameReader (the payload from rows as they come, rows not kept)', () => {
  it('gives what extractPayload gives, from no more rows than rowsForFrame asks for', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 50 }),
        fc.integer({ min: 1, max: 30 }),
        fc.integer(),
        fc.integer({ min: 0, max: 600 }),
        (width, height, seed, length) => {
          const carrier = randomImage(width, height, seed);
          const room = capacityBytes(width * height);
          const image =
            frameBytes(length) <= room ? embedPayload(carrier, pseudoRandomBytes(length, seed + 1)) : carrier; // random pixels: whatever length their prefix declares
          const { reader, rows } = readRows(image);
          expect(outcome(() => reader.result())).toEqual(outcome(() => extractPayload(image)));
          const expected = outcome(() => extractPayload(image));
          if ('payload' in expected) expect(rows).toBe(rowsAskedByRowsForFrame(image));
          else expect(rows).toBeLessThanOrEqual(rowsAskedByRowsForFrame(image));
        },
      ),
      { numRuns: 400 },
    );
  });

  it('stops after the prefix when the declared length is impossible', () => {
    const image = randomImage(100, 40, 3, 255);
    for (let i = 0; i < 12 * 4; i++) if ((i & 3) !== 3) image.data[i] = 0xff; // length 0xFFFFFFFF
    const { reader, rows } = readRows(image);
    expect(rows).toBe(1);
    expect(() => reader.result()).toThrow(MESSAGES.invalidLength);
    const tiny = readRows(randomImage(2, 2, 1)); // 1 byte of room: not even a prefix
    expect(tiny.rows).toBe(0);
    expect(() => tiny.reader.result()).toThrow(MESSAGES.invalidLength);
  });

  it('says when the rows ran out before the frame did', () => {
    const image = embedPayload(randomImage(10, 10, 5), pseudoRandomBytes(30, 6));
    const reader = new FrameReader(10, 10);
    reader.push(image.data.subarray(0, 40));
    reader.push(image.data.subarray(40, 80)); // 60 bits: the prefix and 3 of 30 bytes
    expect(() => reader.result()).toThrow('données PNG tronquées');
  });
});

describe('readFramePayload', () => {
  it('reads the payload of a PNG of any writer without keeping its rows', async () => {
    const payload = pseudoRandomBytes(5_000, 9);
    const stego = embedPayload(randomImage(97, 211, 4), payload);
    const fast = await encodeRgbaToPngFast(stego);
    const pngs = [fast, encodeRgbaToPng(stego)];
    for (const png of pngs) {
      expect(Array.from(await readFramePayload(png))).toEqual(Array.from(payload));
      expect(Array.from(extractPayload(await readFrameRows(png)))).toEqual(Array.from(payload));
    }
    const blob = await encodeRgbaToPngBlob(stego);
    expect(Array.from(await readFramePayloadFromBlob(blob))).toEqual(Array.from(payload));
    // Rows given one by one are not gathered into an image.
    let given = 0;
    const read = await readPngRows(fast, { onRow: () => given++ });
    expect(given).toBe(211);
    expect(read.rows).toBe(211);
    expect(read.image.data.length).toBe(0);
  });

  it('reads a 16-bit PNG (through fast-png) the same way', async () => {
    const payload = pseudoRandomBytes(300, 12);
    const stego = embedPayload(randomImage(30, 40, 11), payload);
    const data = Uint16Array.from(stego.data, (v) => v * 257);
    const png16 = encode({ width: 30, height: 40, data, depth: 16, channels: 4 });
    expect(Array.from(await readFramePayload(png16))).toEqual(Array.from(payload));
    expect(Array.from(await readFramePayloadFromBlob(new Blob([png16 as BlobPart])))).toEqual(
      Array.from(payload),
    );
  });

  it('refuses an image with no frame with the spec message, and a broken PNG with its reason', async () => {
    const plain = await encodeRgbaToPngFast(randomImage(40, 40, 2, 255));
    await expect(readFramePayload(plain)).rejects.toThrow(StegoError);
    await expect(readFramePayloadFromBlob(new Blob([plain as BlobPart]))).rejects.toThrow(
      MESSAGES.invalidLength,
    );
    await expect(readFramePayload(plain.subarray(0, 50))).rejects.toThrow();
  });
});
