import type { CornerShape, ModuleShape, QrStyle } from './types';

/**
 * The styled code as plain geometry in module units (quiet zone included), built from the
 * encoder's module matrix: one list of rounded boxes that the canvas (Path2D), the SVG (a path)
 * and the software rasteriser of the tests and the print check all draw the same way.
 * Everything is filled with the even-odd rule: boxes never overlap, except each finder's hole
 * inside its ring and its centre inside the hole.
 */

export interface ModuleMatrix {
  size: number;
  isDark: (row: number, col: number) => boolean;
}

/** A box with per-corner radii: top-left, top-right, bottom-right, bottom-left. */
export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
  r: readonly [number, number, number, number];
}

const FINDER = 7;

/** The three finder patterns' top-left corners (row, col). */
const finderOrigins = (size: number): [number, number][] => [
  [0, 0],
  [0, size - FINDER],
  [size - FINDER, 0],
];

const inFinder = (size: number, row: number, col: number) =>
  finderOrigins(size).some(([r, c]) => row >= r && row < r + FINDER && col >= c && col < c + FINDER);

const box = (x: number, y: number, w: number, h: number, r = 0): Box => ({ x, y, w, h, r: [r, r, r, r] });

/** A finder: ring (outer box, hole) and centre, each a box; the even-odd rule cuts the hole. */
function finderBoxes(x: number, y: number, shape: CornerShape): Box[] {
  const [outer, hole, centre] =
    shape === 'dot' ? [3.5, 2.5, 1.5] : shape === 'rounded' ? [2, 1.2, 0.8] : [0, 0, 0];
  return [box(x, y, 7, 7, outer), box(x + 1, y + 1, 5, 5, hole), box(x + 2, y + 2, 3, 3, centre)];
}

/**
 * One dark module. Rounded and Classy round only a corner whose two sides are light, so runs of
 * modules stay joined (scanners measure run lengths); Classy rounds the top-left and bottom-right
 * corners only. Dots are circles 90% of a module wide.
 */
function moduleBox(
  matrix: ModuleMatrix,
  row: number,
  col: number,
  x: number,
  y: number,
  shape: ModuleShape,
): Box {
  if (shape === 'square') return box(x, y, 1, 1);
  if (shape === 'dots') return box(x + 0.05, y + 0.05, 0.9, 0.9, 0.45);
  const dark = (r: number, c: number) =>
    r >= 0 && c >= 0 && r < matrix.size && c < matrix.size && matrix.isDark(r, c);
  const up = !dark(row - 1, col);
  const down = !dark(row + 1, col);
  const left = !dark(row, col - 1);
  const right = !dark(row, col + 1);
  const round = (free: boolean) => (free ? 0.5 : 0);
  const classy = shape === 'classy';
  return {
    x,
    y,
    w: 1,
    h: 1,
    r: [
      round(up && left),
      classy ? 0 : round(up && right),
      round(down && right),
      classy ? 0 : round(down && left),
    ],
  };
}

/** Every box of the code, offset by the quiet zone. */
export function styledBoxes(matrix: ModuleMatrix, margin: number, style: QrStyle): Box[] {
  const boxes: Box[] = [];
  for (const [r, c] of finderOrigins(matrix.size))
    boxes.push(...finderBoxes(margin + c, margin + r, style.corners));
  for (let row = 0; row < matrix.size; row += 1) {
    for (let col = 0; col < matrix.size; col += 1) {
      if (!matrix.isDark(row, col) || inFinder(matrix.size, row, col)) continue;
      boxes.push(moduleBox(matrix, row, col, margin + col, margin + row, style.modules));
    }
  }
  return boxes;
}

const n = (value: number) => String(Math.round(value * 1000) / 1000);

/** An SVG path (module units) of the boxes, for an SVG `<path>` and a canvas `Path2D` alike. */
export function boxesPath(boxes: readonly Box[]): string {
  const parts: string[] = [];
  for (const { x, y, w, h, r } of boxes) {
    const [tl, tr, br, bl] = r;
    const arc = (radius: number, toX: number, toY: number) =>
      radius > 0 ? `A${n(radius)} ${n(radius)} 0 0 1 ${n(toX)} ${n(toY)}` : '';
    parts.push(
      `M${n(x + tl)} ${n(y)}H${n(x + w - tr)}${arc(tr, x + w, y + tr)}V${n(y + h - br)}${arc(br, x + w - br, y + h)}` +
        `H${n(x + bl)}${arc(bl, x, y + h - bl)}V${n(y + tl)}${arc(tl, x + tl, y)}Z`,
    );
  }
  return parts.join('');
}

/** Whether a point lies inside a box with rounded corners. */
export function insideBox({ x, y, w, h, r }: Box, px: number, py: number): boolean {
  if (px < x || py < y || px > x + w || py > y + h) return false;
  const [tl, tr, br, bl] = r;
  const corner = (radius: number, cx: number, cy: number, inCorner: boolean) =>
    !inCorner || (px - cx) ** 2 + (py - cy) ** 2 <= radius * radius;
  return (
    corner(tl, x + tl, y + tl, px < x + tl && py < y + tl) &&
    corner(tr, x + w - tr, y + tr, px > x + w - tr && py < y + tr) &&
    corner(br, x + w - br, y + h - br, px > x + w - br && py > y + h - br) &&
    corner(bl, x + bl, y + h - bl, px < x + bl && py > y + h - bl)
  );
}

/**
 * The frame: a band under the code for its text, in module units. The font shrinks for long text
 * so it fits in 92% of the width (a bold sans-serif glyph is about 0.62 em wide).
 */
export function frameLayout(grid: number, textLength: number) {
  const band = Math.max(5, Math.round(grid * 0.16));
  const fontSize = Math.min(band * 0.5, (grid * 0.92) / (Math.max(1, textLength) * 0.62));
  return { band, height: grid + band, fontSize, textY: grid + band * 0.4 };
}

/** The gradient's line (linear: symbol's top-left to bottom-right) or circle (radial: centre out). */
export function gradientGeometry(grid: number, margin: number) {
  const start = margin;
  const end = grid - margin;
  const centre = grid / 2;
  return { start, end, centre, radius: ((end - start) / 2) * Math.SQRT2 };
}
