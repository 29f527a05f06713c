import type { DecodedPng } from 'fast-png';

/** A QR symbol as `qrcode` lays it out: `size` modules a side, row by row, truthy for dark. */
export interface Modules {
  size: number;
  data: ArrayLike<number | boolean>;
}

/**
 * The symbol with a `margin`-module quiet zone at `scale` pixels a module, as the rows of a 1-bit
 * indexed PNG (8 pixels a byte, high bit first; 1 is dark): the same pixels `qrcode`'s canvas
 * renderer draws at an integer scale, in a 24th of the bytes. Each module row is built once and
 * copied `scale` times.
 */
export function symbolBits(modules: Modules, margin: number, scale: number): Uint8Array {
  const side = (modules.size + 2 * margin) * scale;
  const stride = Math.ceil(side / 8);
  const bits = new Uint8Array(stride * side);
  const edge = margin * scale;
  for (let y = 0; y < modules.size; y++) {
    const top = (edge + y * scale) * stride;
    for (let x = 0; x < modules.size; x++) {
      if (!modules.data[y * modules.size + x]) continue;
      for (let px = edge + x * scale; px < edge + (x + 1) * scale; px++) {
        const at = top + (px >> 3);
        bits[at] = (bits[at] as number) | (0x80 >> (px & 7));
      }
    }
    for (let copy = 1; copy < scale; copy++) bits.copyWithin(top + copy * stride, top, top + stride);
  }
  return bits;
}

/** The colour of one pixel of a decoded PNG as [r, g, b, alpha 0–255]. */
function pixelAt(png: DecodedPng, x: number, y: number): [number, number, number, number] {
  const { width, depth, channels, data, palette } = png;
  if (palette) {
    const stride = Math.ceil((width * depth) / 8);
    const bit = x * depth;
    const byte = data[y * stride + (bit >> 3)] as number;
    const index = (byte >> (8 - depth - (bit & 7))) & ((1 << depth) - 1);
    const [r = 0, g = 0, b = 0, a = 255] = palette[index] ?? [];
    return [r, g, b, a];
  }
  if (depth !== 8) throw new Error(`Unsupported PNG bit depth ${depth}.`);
  const at = (y * width + x) * channels;
  const value = (c: number) => data[at + c] as number;
  if (channels < 3) return [value(0), value(0), value(0), channels === 2 ? value(1) : 255];
  return [value(0), value(1), value(2), channels === 4 ? value(3) : 255];
}

/**
 * A decoded PNG (indexed at any depth, or 8-bit grey or colour) resampled to `side` × `side` RGBA
 * by nearest pixel, for a decoder that needs only a few pixels a module; a transparent pixel counts
 * as white.
 */
export function resampleRgba(png: DecodedPng, side: number): Uint8ClampedArray<ArrayBuffer> {
  const out = new Uint8ClampedArray(side * side * 4);
  for (let y = 0; y < side; y++) {
    const from = Math.floor(((y + 0.5) * png.height) / side);
    for (let x = 0; x < side; x++) {
      const [r, g, b, a] = pixelAt(png, Math.floor(((x + 0.5) * png.width) / side), from);
      const to = (y * side + x) * 4;
      const over = 255 - a;
      out[to] = (r * a + 255 * over) / 255;
      out[to + 1] = (g * a + 255 * over) / 255;
      out[to + 2] = (b * a + 255 * over) / 255;
      out[to + 3] = 255;
    }
  }
  return out;
}
