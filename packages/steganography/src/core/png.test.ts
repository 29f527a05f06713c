// @vitest-environment node
import { crc32 } from 'node:zlib';
import { encode } from 'fast-png';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from './constants';
import { decodePngToRgba, encodeRgbaToPng } from './png';
import { decodeFileFromPng, encodeFileToPng } from './stego';
import { pseudoRandomBytes, randomImage } from './testing';

/** Inserts an ancillary chunk (gAMA, iCCP…) right after IHDR. */
function withChunk(png: Uint8Array, type: string, data: Uint8Array): Uint8Array {
  const body = new Uint8Array(4 + data.length);
  body.set(new TextEncoder().encode(type), 0);
  body.set(data, 4);
  const chunk = new Uint8Array(12 + data.length);
  const view = new DataView(chunk.buffer);
  view.setUint32(0, data.length);
  chunk.set(body, 4);
  view.setUint32(8 + data.length, crc32(body) >>> 0);
  const at = 8 + 25; // signature + IHDR
  const out = new Uint8Array(png.length + chunk.length);
  out.set(png.subarray(0, at), 0);
  out.set(chunk, at);
  out.set(png.subarray(at), at + chunk.length);
  return out;
}

describe('decodePngToRgba accepts any PNG', () => {
  it('palette with transparency', () => {
    // Translucent entries first: fast-png's encoder writes tRNS only for entries with alpha < 255.
    const palette = [
      [0, 255, 0, 128],
      [0, 0, 255, 0],
      [255, 0, 0, 255],
    ];
    const png = encode({
      width: 3,
      height: 1,
      data: new Uint8Array([2, 0, 1]),
      depth: 8,
      channels: 1,
      palette,
    });
    expect(Array.from(decodePngToRgba(png).data)).toEqual([255, 0, 0, 255, 0, 255, 0, 128, 0, 0, 255, 0]);
  });

  it('1-bit grey (packed rows) scales to 0/255', () => {
    // 10 px wide: two bytes per row, the last 6 bits are padding.
    const png = encode({
      width: 10,
      height: 1,
      data: new Uint8Array([0b10100000, 0b01000000]),
      depth: 1,
      channels: 1,
    });
    const grey = Array.from(decodePngToRgba(png).data).filter((_, i) => i % 4 === 0);
    expect(grey).toEqual([255, 0, 255, 0, 0, 0, 0, 0, 0, 255]);
  });

  it('16-bit grey + alpha keeps the high byte', () => {
    const png = encode({
      width: 2,
      height: 1,
      data: new Uint16Array([0x1234, 0xff00, 0xabcd, 0x0100]),
      depth: 16,
      channels: 2,
    });
    expect(Array.from(decodePngToRgba(png).data)).toEqual([0x12, 0x12, 0x12, 0xff, 0xab, 0xab, 0xab, 0x01]);
  });

  it('RGB without alpha becomes opaque RGBA', () => {
    const png = encode({
      width: 1,
      height: 2,
      data: new Uint8Array([1, 2, 3, 4, 5, 6]),
      depth: 8,
      channels: 3,
    });
    expect(Array.from(decodePngToRgba(png).data)).toEqual([1, 2, 3, 255, 4, 5, 6, 255]);
  });

  it('ignores gAMA and iCCP: pixels stay exact and a hidden file survives', async () => {
    const image = randomImage(60, 40, 5);
    const plain = encodeRgbaToPng(image);
    const gama = withChunk(plain, 'gAMA', new Uint8Array([0, 0, 0xb1, 0x8f]));
    const icc = withChunk(
      gama,
      'iCCP',
      new Uint8Array([...new TextEncoder().encode('x'), 0, 0, 0x78, 0x9c, 0x03, 0, 0, 0, 0, 1]),
    );
    expect(Buffer.from(decodePngToRgba(icc).data).equals(Buffer.from(image.data))).toBe(true);
    const file = { name: 'a.bin', type: '', bytes: pseudoRandomBytes(500, 1) };
    const encoded = await encodeFileToPng(decodePngToRgba(icc), file);
    if (!encoded.ok) throw new Error(encoded.message);
    const back = await decodeFileFromPng(
      withChunk(encoded.value.png, 'gAMA', new Uint8Array([0, 0, 0xb1, 0x8f])),
    );
    expect(back.ok && Buffer.from(back.value.bytes).equals(Buffer.from(file.bytes))).toBe(true);
  });

  it('a non-PNG or truncated PNG gives the generic decode error', async () => {
    const result = await decodeFileFromPng(encodeRgbaToPng(randomImage(10, 10, 1)).subarray(0, 40));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message.startsWith('Erreur lors du décodage: ')).toBe(true);
    expect(MESSAGES.decodeFailed('x')).toBe('Erreur lors du décodage: x');
  });
});
