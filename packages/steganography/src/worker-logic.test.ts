// @vitest-environment node
import { encode } from 'fast-png';
import { describe, expect, it } from 'vitest';
import { CAUSES } from './core/constants';
import { decodePngToRgba, encodeRgbaToPng } from './core/png';
import { encodeRgbaToPngFast } from './core/png-stream';
import { randomImage } from './core/testing';
import { compressWithHelper, decodeFailureCause, serveCompression } from './worker-logic';

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
      const png = await encodeRgbaToPngFast(image, { compressRows, parts: 2 });
      expect(Buffer.from(decodePngToRgba(png).data).equals(Buffer.from(original))).toBe(true);
      // The carrier's own pixels are left as they were (only a copy of the rows is transferred).
      expect(image.data.length).toBe(original.length);
    }
    channel.port1.close();
    channel.port2.close();
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
