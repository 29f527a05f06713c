import { hexRgb } from '../core/options';
import {
  type Box,
  frameLayout,
  gradientGeometry,
  insideBox,
  type ModuleMatrix,
  styledBoxes,
} from './geometry';
import type { QrStyle } from './types';

/**
 * A software rasteriser of the styled geometry (no canvas): RGBA pixels with 2×2 samples per
 * pixel, the same boxes and gradient the canvas and the SVG draw. The unit tests decode its output
 * with jsQR and ZBar; the frame's band is drawn, its text is not (glyphs need a font engine: the
 * browser tests check the text).
 */

export interface Rgba {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

/** The fill's colour at a point (module units): the foreground, or the gradient's blend there. */
export function fillAt(style: QrStyle, foreground: string, grid: number, margin: number) {
  const a = hexRgb(foreground);
  const b = hexRgb(style.gradientColor);
  const g = gradientGeometry(grid, margin);
  return (x: number, y: number): [number, number, number] => {
    if (style.gradient === 'none') return a;
    const t =
      style.gradient === 'linear'
        ? (x - g.start + (y - g.start)) / (2 * (g.end - g.start))
        : Math.hypot(x - g.centre, y - g.centre) / g.radius;
    const k = Math.min(1, Math.max(0, t));
    return [0, 1, 2].map((i) => Math.round(a[i]! + (b[i]! - a[i]!) * k)) as [number, number, number];
  };
}

/** The boxes that touch each module cell, so a sample tests a handful of boxes. */
function cellIndex(boxes: readonly Box[], grid: number) {
  const cells: Box[][] = Array.from({ length: grid * grid }, () => []);
  for (const b of boxes) {
    for (let y = Math.floor(b.y); y < Math.ceil(b.y + b.h); y += 1) {
      for (let x = Math.floor(b.x); x < Math.ceil(b.x + b.w); x += 1) cells[y * grid + x]?.push(b);
    }
  }
  return cells;
}

export function rasterizeStyled(
  matrix: ModuleMatrix,
  options: { margin: number; foreground: string; background: string },
  style: QrStyle,
  pixelsPerModule: number,
): Rgba {
  const { margin } = options;
  const grid = matrix.size + 2 * margin;
  const framed = style.frameText.trim() !== '';
  const heightModules = framed ? frameLayout(grid, style.frameText.trim().length).height : grid;
  const width = grid * pixelsPerModule;
  const height = Math.round(heightModules * pixelsPerModule);
  const data = new Uint8ClampedArray(width * height * 4);
  const cells = cellIndex(styledBoxes(matrix, margin, style), grid);
  const fill = fillAt(style, options.foreground, grid, margin);
  const back = hexRgb(options.background);
  const offsets = [0.25, 0.75];
  for (let py = 0; py < height; py += 1) {
    for (let px = 0; px < width; px += 1) {
      const sum = [0, 0, 0];
      for (const oy of offsets) {
        for (const ox of offsets) {
          const x = (px + ox) / pixelsPerModule;
          const y = (py + oy) / pixelsPerModule;
          const cell = cells[Math.floor(y) * grid + Math.floor(x)];
          let hits = 0;
          if (y < grid && cell) for (const b of cell) if (insideBox(b, x, y)) hits += 1;
          const colour = hits % 2 === 1 ? fill(x, y) : back;
          for (let c = 0; c < 3; c += 1) sum[c]! += colour[c]!;
        }
      }
      const i = (py * width + px) * 4;
      for (let c = 0; c < 3; c += 1) data[i + c] = Math.round(sum[c]! / 4);
      data[i + 3] = 255;
    }
  }
  return { data, width, height };
}
