// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { release } from './core/bytes';
import { decodePngToRgba, encodeRgbaToPng } from './core/png';
import { readPngRows, readPngRowsFromBlob } from './core/png-read';
import { decodeFile } from './core/stego';
import { pseudoRandomBytes, randomImage } from './core/testing';
import type { WorkerRequest, WorkerResponse } from './protocol';
import { compressWithHelper, forgetWarmed, handleRequest, serveCompression } from './worker-logic';

/*
 * The worker frees buffers of its own it is done with (`release`: ArrayBuffer.prototype.transfer(0):
 * the deflater's tables, the filter's block, the frame, the inflater's buffers, the carrier's
 * pixels) rather than leave them to the collector. Node 20 has no `transfer`, so `release` is a no-op
 * there; this file gives it one that detaches the buffer as `transfer(0)` does (structuredClone
 * with a transfer list), so every buffer freed really becomes empty: a buffer freed while still
 * needed breaks the round trips below. It also counts the bytes freed.
 */
type Proto = { transfer?: unknown; detached?: unknown };
const proto = ArrayBuffer.prototype as unknown as Proto;
const native = typeof proto.transfer === 'function';
let freed = 0;

beforeAll(() => {
  if (native) return;
  Object.defineProperty(ArrayBuffer.prototype, 'transfer', {
    configurable: true,
    value(this: ArrayBuffer, length = this.byteLength) {
      freed += this.byteLength;
      const moved = structuredClone(this, { transfer: [this] });
      return length === moved.byteLength ? moved : moved.slice(0, length);
    },
  });
  Object.defineProperty(ArrayBuffer.prototype, 'detached', {
    configurable: true,
    get(this: ArrayBuffer) {
      try {
        new Uint8Array(this);
        return false;
      } catch {
        return true;
      }
    },
  });
});
afterAll(() => {
  if (native) return;
  delete proto.transfer;
  delete proto.detached;
});

const run = async (request: WorkerRequest, logic = {}): Promise<WorkerResponse[]> => {
  const replies: WorkerResponse[] = [];
  await handleRequest(request, (message) => replies.push(message), logic);
  return replies;
};

/** A smooth, photo-like carrier (deflated) or noise (stored rows). */
function carrier(width: number, height: number, smooth: boolean) {
  const image = randomImage(width, height, width + height, 255);
  if (smooth)
    for (let i = 0; i < image.data.length; i++)
      if ((i & 3) !== 3) image.data[i] = ((i >> 2) % width) + (i >> 2) / width / 2 + (i & 3) * 9;
  return image;
}

describe('release', () => {
  it.skipIf(native)('empties the whole buffer behind a view, once', () => {
    const bytes = new Uint8Array(1000);
    const part = bytes.subarray(10, 20);
    const before = freed;
    release(part);
    expect(bytes.length).toBe(0);
    expect(part.length).toBe(0);
    expect(freed - before).toBe(1000);
    release(bytes);
    expect(freed - before).toBe(1000);
  });
});

describe('buffers freed by the worker are never read again', () => {
  // Two carriers through the whole worker, helper thread included: 4 s alone, over 20 s once
  // beside the rest of the suite on a loaded 2-core machine.
  it('encodes (helper thread included) and decodes photo-like and noise carriers, and frees as it goes', {
    timeout: 60_000,
  }, async () => {
    const channel = new MessageChannel();
    serveCompression(channel.port2);
    const logic = { compressRows: compressWithHelper(channel.port1), parts: 2, minPartBytes: 0 };
    try {
      for (const smooth of [true, false]) {
        forgetWarmed();
        const image = carrier(300, 200, smooth);
        const png = encodeRgbaToPng(image);
        const secret = pseudoRandomBytes(20_000, smooth ? 1 : 2);
        const before = freed;
        const replies = await run(
          {
            id: 1,
            kind: 'encode',
            image: new Blob([png as BlobPart], { type: 'image/png' }),
            file: new Blob([secret as BlobPart]),
            fileName: 's.bin',
            fileType: 'application/octet-stream',
          },
          logic,
        );
        const encoded = replies.find((reply) => reply.kind === 'encoded');
        if (encoded?.kind !== 'encoded') throw new Error(JSON.stringify(replies.at(-1)));
        // The deflater's tables (1.1 MB) for deflated rows, the filter's block (240 KB) for stored
        // ones; the carrier's pixels (240 KB) once done; the inflater's window, input and tables
        // (about 0.5 MB) after reading the carrier and again after the read-back.
        if (!native)
          expect(freed - before).toBeGreaterThan((smooth ? 1_100_000 : 240_000) + 240_000 + 1_000_000);
        const out = new Uint8Array(await encoded.png.arrayBuffer());
        // Another reader (fast-png) finds the same file in the written pixels.
        const pixels = decodePngToRgba(out);
        const back = await decodeFile(pixels);
        if (!back.ok) throw new Error(back.message);
        expect(Buffer.from(back.value.bytes).equals(Buffer.from(secret))).toBe(true);
        // Only the LSBs of R, G, B changed.
        for (let i = 0; i < pixels.data.length; i++)
          expect((pixels.data[i] as number) >> 1).toBe((image.data[i] as number) >> 1);
        // The worker's own decode, read ahead on probe, twice from the same read.
        const file = new Blob([out as BlobPart], { type: 'image/png' });
        await run({ id: 2, kind: 'probe', image: file, warm: { key: 'w', read: 'frame' } });
        for (const id of [3, 4]) {
          const decoded = (await run({ id, kind: 'decode', image: file, imageKey: 'w' })).at(-1);
          if (decoded?.kind !== 'decoded') throw new Error(JSON.stringify(decoded));
          expect(Buffer.from(await decoded.bytes.arrayBuffer()).equals(Buffer.from(secret))).toBe(true);
        }
      }
    } finally {
      channel.port1.close();
      channel.port2.close();
    }
  });

  it('a PNG read as it streams in reads exactly', async () => {
    for (const [width, height, seed] of [
      [1, 1, 1],
      [640, 480, 2],
      [97, 1200, 3],
    ] as const) {
      const png = encodeRgbaToPng(randomImage(width, height, seed));
      const whole = await readPngRows(png);
      const streamed = await readPngRowsFromBlob(new Blob([png as BlobPart]));
      expect(Buffer.from(streamed.image.data).equals(Buffer.from(whole.image.data))).toBe(true);
    }
  });
});
