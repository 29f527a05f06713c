// @vitest-environment node
import { encode } from 'fast-png';
import { describe, expect, it, vi } from 'vitest';
import { CAUSES, MESSAGES } from './core/constants';
import { decodePngToRgba, encodeRgbaToPng } from './core/png';
import { encodeRgbaToPngFast } from './core/png-write';
import { randomImage } from './core/testing';
import type { WorkerRequest, WorkerResponse } from './protocol';
import {
  compressWithHelper,
  decodeFailureCause,
  downscaleForPreview,
  forgetWarmed,
  handleRequest,
  serveCompression,
} from './worker-logic';

describe('helper compression', () => {
  it('a helper on the other end of a port filters and deflates the second part; the PNG is exact', async () => {
    const channel = new MessageChannel();
    serveCompression(channel.port2);
    const compressRows = compressWithHelper(channel.port1);
    for (const [seed, smooth] of [
      [77, false],
      [78, true],
    ] as const) {
      const image = randomImage(120, 90, seed, smooth ? 0 : 255);
      if (smooth) for (let i = 0; i < image.data.length; i++) image.data[i] = ((i >> 2) % 120) + (i & 3);
      const original = image.data.slice();
      const png = await encodeRgbaToPngFast(image, { compressRows, parts: 2, minPartBytes: 0 });
      expect(Buffer.from(decodePngToRgba(png).data).equals(Buffer.from(original))).toBe(true);
      // The carrier's own pixels are left as they were (only a copy of the rows is transferred).
      expect(image.data.length).toBe(original.length);
    }
    channel.port1.close();
    channel.port2.close();
  });
});

describe('downscaleForPreview', () => {
  const rgba = (width: number, height: number, pixel: (x: number, y: number) => number[]) => {
    const data = new Uint8Array(width * height * 4);
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) data.set(pixel(x, y), (y * width + x) * 4);
    return { width, height, data };
  };

  it('averages each box of source pixels, colour weighted by alpha', () => {
    const image = rgba(4, 2, (x, y) => (x < 2 ? [10 * (x + 2 * y), 100, 0, 255] : [0, 0, 0, 0]));
    image.data.set([255, 0, 0, 0], 0); // a transparent red pixel lends no colour to its box
    const small = downscaleForPreview(image, 2);
    expect(small.width).toBe(2);
    expect(small.height).toBe(1);
    // Left box: (255,0,0,0), (10,100,0,255), (20,100,0,255), (30,100,0,255).
    expect([...small.data.subarray(0, 4)]).toEqual([20, 100, 0, 191]);
    expect([...small.data.subarray(4, 8)]).toEqual([0, 0, 0, 0]);
  });

  it('counts every source pixel once for uneven ratios, and never scales up', () => {
    const image = rgba(7, 5, (x, y) => [x * 30, y * 50, 7, 255]);
    const small = downscaleForPreview(image, 3);
    expect([small.width, small.height]).toEqual([3, 2]);
    for (let i = 3; i < small.data.length; i += 4) expect(small.data[i]).toBe(255);
    expect(new Set([...small.data].filter((_, i) => i % 4 === 2))).toEqual(new Set([7]));
    // Columns 0–2, 3–4 and 5–6; rows 0–1 and 2–4.
    expect([...small.data.subarray(0, 2)]).toEqual([30, 25]);
    expect([...small.data.subarray(8, 10)]).toEqual([165, 25]);
    expect([...small.data.subarray(12, 14)]).toEqual([30, 150]);
    const tiny = rgba(3, 2, () => [1, 2, 3, 4]);
    expect(downscaleForPreview(tiny, 720)).toBe(tiny);
    const photo = downscaleForPreview({ width: 4000, height: 3000, data: new Uint8Array(48_000_000) });
    expect([photo.width, photo.height]).toEqual([720, 540]);
  });
});

describe('decodeFailureCause', () => {
  it('names JPEG and other formats, flags re-encoded PNG traits, and keeps quiet for a plain PNG', () => {
    expect(decodeFailureCause(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]))).toBe(CAUSES.jpeg);
    const webp = new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 ');
    expect(decodeFailureCause(webp)).toBe(CAUSES.notPng('WebP'));
    expect(decodeFailureCause(encodeRgbaToPng(randomImage(30, 20, 1)))).toBeNull();
    const palette = encode({
      width: 2,
      height: 1,
      data: new Uint8Array([0, 1]),
      depth: 8,
      channels: 1,
      palette: [
        [0, 0, 0],
        [255, 255, 255],
      ],
    });
    expect(decodeFailureCause(palette)).toBe(CAUSES.reencodedPng('palette de couleurs réduite'));
    const resized = encodeRgbaToPng(randomImage(1600, 1, 2));
    expect(decodeFailureCause(resized)).toBe(
      CAUSES.reencodedPng('côté de 1600 px, taille typique des messageries'),
    );
    expect(decodeFailureCause(new Uint8Array([1, 2, 3]))).toBeNull();
  });
});

describe('pixels read ahead of the action', () => {
  /** A Blob that counts how often its bytes are read whole (a probe reads only a 32-byte slice). */
  /** Counts the reads of the whole file (as an array or a stream); slices are not counted. */
  class CountedBlob extends Blob {
    reads = 0;
    override async arrayBuffer(): Promise<ArrayBuffer> {
      this.reads++;
      return super.arrayBuffer();
    }
    override stream(): ReadableStream<Uint8Array<ArrayBuffer>> {
      this.reads++;
      return super.stream();
    }
  }
  const run = async (request: WorkerRequest): Promise<WorkerResponse[]> => {
    const replies: WorkerResponse[] = [];
    await handleRequest(request, (message) => replies.push(message));
    return replies;
  };
  /** With few PBKDF2 iterations (a password's key derivation is not what is tested here). */
  const handleRequestWith = async (request: WorkerRequest): Promise<WorkerResponse[]> => {
    const replies: WorkerResponse[] = [];
    await handleRequest(request, (message) => replies.push(message), { iterations: 1000 });
    return replies;
  };
  const hidden = (size: number, seed: number) => {
    const bytes = randomImage(size, 1, seed).data.subarray(0, size);
    return {
      file: new Blob([bytes as BlobPart]),
      fileName: `f${seed}.bin`,
      fileType: 'application/octet-stream',
    };
  };
  const encoded = async (replies: WorkerResponse[]) => {
    const reply = replies.find((message) => message.kind === 'encoded');
    if (reply?.kind !== 'encoded') throw new Error(JSON.stringify(replies));
    return new Uint8Array(await reply.png.arrayBuffer());
  };

  it('a probed carrier is read once for the encode that follows, and afresh for the next one', async () => {
    forgetWarmed();
    const carrier = new CountedBlob([encodeRgbaToPng(randomImage(160, 120, 5, 255)) as BlobPart], {
      type: 'image/png',
    });
    await run({ id: 1, kind: 'probe', image: carrier, warm: { key: 'k1', read: 'pixels' } });
    // The probe starts the reading (once its first bytes say PNG), without waiting for the action.
    await vi.waitFor(() => expect(carrier.reads).toBe(1));
    const big = await encoded(
      await run({ id: 2, kind: 'encode', image: carrier, imageKey: 'k1', ...hidden(5000, 1) }),
    );
    expect(carrier.reads).toBe(1);
    // The encoder wrote into those pixels: a second encode must not start from them.
    const small = await encoded(
      await run({ id: 3, kind: 'encode', image: carrier, imageKey: 'k1', ...hidden(300, 2) }),
    );
    expect(carrier.reads).toBe(2);
    const fresh = await encoded(await run({ id: 4, kind: 'encode', image: carrier, ...hidden(300, 2) }));
    expect(Buffer.from(small).equals(Buffer.from(fresh))).toBe(true);
    expect(Buffer.from(small).equals(Buffer.from(big))).toBe(false);
  });

  it('an image probed for decoding is read once for every try; another key reads its own', async () => {
    forgetWarmed();
    const carrier = new Blob([encodeRgbaToPng(randomImage(160, 120, 6, 255)) as BlobPart], {
      type: 'image/png',
    });
    const secret = hidden(2000, 3);
    const png = await encoded(await run({ id: 1, kind: 'encode', image: carrier, ...secret }));
    const image = new CountedBlob([png as BlobPart], { type: 'image/png' });
    await run({ id: 2, kind: 'probe', image, warm: { key: 'd1', read: 'frame' } });
    for (const id of [3, 4]) {
      const replies = await run({ id, kind: 'decode', image, imageKey: 'd1' });
      const decoded = replies.find((message) => message.kind === 'decoded');
      if (decoded?.kind !== 'decoded') throw new Error(JSON.stringify(replies));
      expect(
        Buffer.from(await decoded.bytes.arrayBuffer()).equals(Buffer.from(await secret.file.arrayBuffer())),
      ).toBe(true);
    }
    expect(image.reads).toBe(1);
    await run({ id: 5, kind: 'decode', image, imageKey: 'other' });
    expect(image.reads).toBe(2);
  });

  it('a file measured under a key is not read again by the encode that names it', async () => {
    forgetWarmed();
    const carrier = new Blob([encodeRgbaToPng(randomImage(200, 150, 8, 255)) as BlobPart], {
      type: 'image/png',
    });
    const text = new TextEncoder().encode('abc '.repeat(4000)); // compresses
    for (const [secret, password] of [
      [text, undefined],
      [text, 'pw'],
      [randomImage(9000, 1, 9).data.subarray(0, 9000), undefined], // does not
    ] as const) {
      const file = new CountedBlob([secret as BlobPart]);
      const content = { file, fileName: 's.txt', fileType: 'text/plain', contentKey: 'f:s.txt:1' };
      const measured = (await run({ id: 1, kind: 'measure', ...content })).at(-1);
      expect(measured?.kind).toBe('measured');
      expect(file.reads).toBe(1);
      const png = await encoded(
        await handleRequestWith({ id: 2, kind: 'encode', image: carrier, ...content, password }),
      );
      expect(file.reads).toBe(1);
      const image = new Blob([png as BlobPart], { type: 'image/png' });
      const decoded = (await handleRequestWith({ id: 3, kind: 'decode', image, password })).at(-1);
      if (decoded?.kind !== 'decoded') throw new Error(JSON.stringify(decoded));
      expect(decoded.name).toBe('s.txt');
      expect(Buffer.from(await decoded.bytes.arrayBuffer()).equals(Buffer.from(secret))).toBe(true);
      // Used once: a second encode, or one under another key, reads the file.
      await encoded(await handleRequestWith({ id: 4, kind: 'encode', image: carrier, ...content, password }));
      expect(file.reads).toBe(2);
      await run({ id: 5, kind: 'measure', ...content });
      await encoded(
        await handleRequestWith({
          id: 6,
          kind: 'encode',
          image: carrier,
          ...content,
          contentKey: 'f:other',
          password,
        }),
      );
      expect(file.reads).toBe(4);
    }
  });

  it('a probed file that is not a readable PNG gives the action its usual message', async () => {
    forgetWarmed();
    const broken = encodeRgbaToPng(randomImage(40, 30, 7, 255)).slice(0, 60);
    const image = new Blob([broken as BlobPart], { type: 'image/png' });
    await run({ id: 1, kind: 'probe', image, warm: { key: 'b1', read: 'pixels' } });
    const replies = await run({ id: 2, kind: 'encode', image, imageKey: 'b1', ...hidden(100, 4) });
    expect(replies.at(-1)).toEqual({ id: 2, kind: 'error', message: MESSAGES.invalidImage, input: true });
  });
});
