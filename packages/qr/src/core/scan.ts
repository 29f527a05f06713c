import jsQR from 'jsqr';

/**
 * Finds every QR code in a picture. jsQR reads one code per call, so this runs it in passes: each
 * code found is painted over and the picture searched again, until nothing more is found. Each
 * search tries the picture as it is and reversed (light modules on dark), and then at other
 * scales, because a code of one or two pixels per module reads better enlarged and a photograph
 * of many megapixels reads faster (and often better) reduced.
 */

export interface Rgba {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

export interface Point {
  x: number;
  y: number;
}

export interface FoundCode {
  text: string;
  /** The code's four corners in the original picture's pixels (top-left, top-right, bottom-right, bottom-left). */
  corners: [Point, Point, Point, Point];
}

/** At most this many codes per picture: a page of labels, not a wall of them. */
export const MAX_CODES = 12;
/** Pictures are searched at most this wide or high first (a phone photo is reduced to it). */
const WORK_SIDE = 1600;
/** A picture this small or smaller is also searched enlarged twice. */
const SMALL_SIDE = 640;

function resize(image: Rgba, scale: number): Rgba {
  const width = Math.max(1, Math.round(image.width * scale));
  const height = Math.max(1, Math.round(image.height * scale));
  const data = new Uint8ClampedArray(width * height * 4);
  // Nearest neighbour when enlarging keeps module edges sharp. Reducing takes the median of each
  // block: a speckle of dust or sensor noise disappears instead of greying its neighbours.
  const step = Math.max(1, Math.floor(1 / scale));
  const block: number[] = [];
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const sx = Math.min(image.width - 1, Math.floor(x / scale));
      const sy = Math.min(image.height - 1, Math.floor(y / scale));
      const o = (y * width + x) * 4;
      for (let c = 0; c < 4; c += 1) {
        block.length = 0;
        for (let dy = 0; dy < step && sy + dy < image.height; dy += 1) {
          for (let dx = 0; dx < step && sx + dx < image.width; dx += 1) {
            block.push(image.data[((sy + dy) * image.width + sx + dx) * 4 + c] as number);
          }
        }
        block.sort((a, b) => a - b);
        const mid = block.length >> 1;
        data[o + c] =
          block.length % 2
            ? (block[mid] as number)
            : ((block[mid - 1] as number) + (block[mid] as number)) / 2;
      }
    }
  }
  return { data, width, height };
}

/**
 * Each pixel the median of its 3 × 3 neighbourhood, as grey: grain and speckles go, module edges
 * stay. Searched only when nothing was found otherwise.
 */
function denoised(image: Rgba): Rgba {
  const { width, height } = image;
  const grey = new Uint8ClampedArray(width * height);
  for (let i = 0; i < grey.length; i += 1) {
    const o = i * 4;
    grey[i] =
      ((image.data[o] as number) * 77 +
        (image.data[o + 1] as number) * 150 +
        (image.data[o + 2] as number) * 29) >>
      8;
  }
  const data = new Uint8ClampedArray(width * height * 4);
  const block = new Uint8ClampedArray(9);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      let n = 0;
      for (let dy = -1; dy <= 1; dy += 1) {
        for (let dx = -1; dx <= 1; dx += 1) {
          const sx = Math.min(width - 1, Math.max(0, x + dx));
          const sy = Math.min(height - 1, Math.max(0, y + dy));
          block[n++] = grey[sy * width + sx] as number;
        }
      }
      block.sort();
      const o = (y * width + x) * 4;
      data.fill(block[4] as number, o, o + 3);
      data[o + 3] = 255;
    }
  }
  return { data, width, height };
}

const cross = (a: Point, b: Point, p: Point) => (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x);

/** The quadrilateral grown by `margin` of its own size around its centre. */
function grown(corners: readonly Point[], margin: number): Point[] {
  const c = centreOf(corners);
  return corners.map((p) => ({ x: c.x + (p.x - c.x) * (1 + margin), y: c.y + (p.y - c.y) * (1 + margin) }));
}

/** Paints a (convex) quadrilateral mid-grey so the next pass does not find the same code again. */
function paintOver(image: Rgba, corners: readonly Point[]) {
  const quad = grown(corners, 0.15);
  const xs = quad.map((p) => p.x);
  const ys = quad.map((p) => p.y);
  const x0 = Math.max(0, Math.floor(Math.min(...xs)));
  const x1 = Math.min(image.width - 1, Math.ceil(Math.max(...xs)));
  const y0 = Math.max(0, Math.floor(Math.min(...ys)));
  const y1 = Math.min(image.height - 1, Math.ceil(Math.max(...ys)));
  for (let y = y0; y <= y1; y += 1) {
    for (let x = x0; x <= x1; x += 1) {
      const p = { x: x + 0.5, y: y + 0.5 };
      const sides = quad.map((a, i) => cross(a, quad[(i + 1) % 4] as Point, p));
      if (sides.every((s) => s >= 0) || sides.every((s) => s <= 0)) {
        const o = (y * image.width + x) * 4;
        image.data[o] = 128;
        image.data[o + 1] = 128;
        image.data[o + 2] = 128;
        image.data[o + 3] = 255;
      }
    }
  }
}

const centreOf = (corners: readonly Point[]) => ({
  x: corners.reduce((s, p) => s + p.x, 0) / corners.length,
  y: corners.reduce((s, p) => s + p.y, 0) / corners.length,
});

/** Two sightings whose centres are closer than half the code's side. */
function sameSpot(a: readonly Point[], b: readonly Point[]) {
  const ca = centreOf(a);
  const cb = centreOf(b);
  const side = Math.hypot((a[1] as Point).x - (a[0] as Point).x, (a[1] as Point).y - (a[0] as Point).y);
  return Math.hypot(ca.x - cb.x, ca.y - cb.y) < Math.max(8, side / 2);
}

/** Every code jsQR finds in one picture, painting each over before the next search. */
function searchAll(image: Rgba, scale: number, found: FoundCode[], offset: Point = { x: 0, y: 0 }) {
  // Built field by field: a browser's ImageData keeps width and height on its prototype.
  const work = { data: new Uint8ClampedArray(image.data), width: image.width, height: image.height };
  for (let attempt = 0; attempt < MAX_CODES && found.length < MAX_CODES; attempt += 1) {
    const code = jsQR(work.data, work.width, work.height, { inversionAttempts: 'attemptBoth' });
    if (!code) return;
    const { topLeftCorner, topRightCorner, bottomRightCorner, bottomLeftCorner } = code.location;
    const corners = [topLeftCorner, topRightCorner, bottomRightCorner, bottomLeftCorner];
    paintOver(work, corners);
    const original = corners.map((p) => ({
      x: (p.x + offset.x) / scale,
      y: (p.y + offset.y) / scale,
    })) as FoundCode['corners'];
    // The same code seen again (at another scale, in another window) is the same code; two equal
    // codes side by side are two.
    if (found.some((other) => other.text === code.data && sameSpot(other.corners, original))) continue;
    found.push({ text: code.data, corners: original });
  }
}

/**
 * Windows of half the picture's width and height, overlapping by half: jsQR can pair finder
 * patterns of two neighbouring codes and read neither, but a window seldom holds both.
 */
function tiles(image: Rgba): { x: number; y: number; width: number; height: number }[] {
  const width = Math.ceil(image.width / 2);
  const height = Math.ceil(image.height / 2);
  const out = [];
  for (const y of [0, Math.floor(image.height / 4), image.height - height]) {
    for (const x of [0, Math.floor(image.width / 4), image.width - width]) out.push({ x, y, width, height });
  }
  return out;
}

function crop(
  image: Rgba,
  { x, y, width, height }: { x: number; y: number; width: number; height: number },
): Rgba {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let row = 0; row < height; row += 1) {
    const from = ((y + row) * image.width + x) * 4;
    data.set(image.data.subarray(from, from + width * 4), row * width * 4);
  }
  return { data, width, height };
}

export interface FindOptions {
  /** One search of the picture reduced to 800 px at most: for camera frames, many a second. */
  quick?: boolean;
}

/** Every QR code in the picture, in reading order (top to bottom, then left to right). */
export function findQrCodes(image: Rgba, { quick = false }: FindOptions = {}): FoundCode[] {
  const found: FoundCode[] = [];
  const longest = Math.max(image.width, image.height);
  if (quick) {
    const scale = Math.min(1, 800 / longest);
    searchAll(scale === 1 ? image : resize(image, scale), scale, found);
    return found;
  }
  const scales: number[] = [];
  if (longest > WORK_SIDE) scales.push(WORK_SIDE / longest);
  scales.push(1);
  if (longest <= SMALL_SIDE) scales.push(2);
  // Halved with a box average: grain and speckles blur away.
  if (longest >= 200 && longest <= WORK_SIDE) scales.push(0.5);
  for (const scale of scales) {
    // Other scales only help when this one found nothing; each search of a whole picture is slow.
    if (found.length > 0) break;
    searchAll(scale === 1 ? image : resize(image, scale), scale, found);
  }
  if (found.length === 0 && longest <= WORK_SIDE) {
    searchAll(denoised(image), 1, found);
    if (found.length === 0 && longest <= SMALL_SIDE) searchAll(denoised(resize(image, 3)), 3, found);
  }
  const work = longest > WORK_SIDE ? resize(image, WORK_SIDE / longest) : image;
  const workScale = work.width / image.width;
  if (found.length < MAX_CODES && Math.max(work.width, work.height) >= 500) {
    for (const tile of tiles(work)) {
      searchAll(crop(work, tile), workScale, found, tile);
    }
  }
  const centre = (code: FoundCode) => centreOf(code.corners);
  return found.sort((a, b) => Math.round((centre(a).y - centre(b).y) / 80) || centre(a).x - centre(b).x);
}
