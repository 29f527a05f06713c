import { type DecodedPng, decode, encode, hasPngSignature } from 'fast-png';
import type { RgbaImage } from './types';

export { hasPngSignature };

/** Unpacks 1/2/4-bit samples (rows padded to a byte) into one sample per entry. */
function unpackSamples(png: DecodedPng): Uint16Array | Uint8Array | Uint8ClampedArray {
  const { width, height, depth, channels, data } = png;
  if (depth >= 8) return data;
  const rowBytes = Math.ceil((width * channels * depth) / 8);
  const out = new Uint8Array(width * height * channels);
  const mask = (1 << depth) - 1;
  let o = 0;
  for (let y = 0; y < height; y++) {
    const row = y * rowBytes;
    for (let s = 0; s < width * channels; s++) {
      const bitPos = s * depth;
      const byte = data[row + (bitPos >> 3)] as number;
      out[o++] = (byte >> (8 - depth - (bitPos & 7))) & mask;
    }
  }
  return out;
}

/**
 * Decodes any PNG (palette, grey, grey+alpha, RGB, RGBA; 1–16 bits; tRNS; gAMA/iCCP ignored) to
 * exact 8-bit RGBA. 16-bit samples keep their high byte; sub-8-bit grey is scaled to 0–255.
 */
export function decodePngToRgba(bytes: Uint8Array): RgbaImage {
  const png = decode(bytes);
  const { width, height, depth, channels, palette, transparency } = png;
  const pixels = width * height;
  const samples = unpackSamples(png);
  const out = new Uint8Array(pixels * 4);
  const max = (1 << depth) - 1;
  const to8 =
    depth === 16
      ? (v: number) => v >> 8
      : depth === 8
        ? (v: number) => v
        : (v: number) => Math.round((v * 255) / max);

  if (palette) {
    for (let i = 0; i < pixels; i++) {
      const color = palette[samples[i] as number];
      if (!color) throw new Error('index de palette invalide');
      out[i * 4] = color[0] as number;
      out[i * 4 + 1] = color[1] as number;
      out[i * 4 + 2] = color[2] as number;
      out[i * 4 + 3] = color.length > 3 ? (color[3] as number) : 255;
    }
    return { width, height, data: out };
  }
  const key = transparency && transparency.length > 0 ? transparency : null;
  for (let i = 0; i < pixels; i++) {
    const s = i * channels;
    let r: number;
    let g: number;
    let b: number;
    let a = 255;
    if (channels <= 2) {
      const grey = samples[s] as number;
      r = g = b = to8(grey);
      if (channels === 2) a = to8(samples[s + 1] as number);
      else if (key && grey === key[0]) a = 0;
    } else {
      const sr = samples[s] as number;
      const sg = samples[s + 1] as number;
      const sb = samples[s + 2] as number;
      r = to8(sr);
      g = to8(sg);
      b = to8(sb);
      if (channels === 4) a = to8(samples[s + 3] as number);
      else if (key && key.length >= 3 && sr === key[0] && sg === key[1] && sb === key[2]) a = 0;
    }
    out[i * 4] = r;
    out[i * 4 + 1] = g;
    out[i * 4 + 2] = b;
    out[i * 4 + 3] = a;
  }
  return { width, height, data: out };
}

/** Encodes 8-bit RGBA as a PNG (lossless, no colour chunks, so the bits come back exactly). */
export function encodeRgbaToPng(image: RgbaImage): Uint8Array {
  return encode({ width: image.width, height: image.height, data: image.data, depth: 8, channels: 4 });
}
