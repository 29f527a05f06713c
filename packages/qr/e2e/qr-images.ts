/**
 * Pictures for the scanner's tests, made without a browser: codes drawn from a module matrix,
 * placed on a page (rotated, reversed, reduced), and the noise a camera adds. RGBA, 8 bits.
 */

export interface Picture {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

/** What `QRCode.create(text).modules` is: `size` × `size` booleans, row by row. */
export interface ModuleMatrix {
  size: number;
  data: ArrayLike<number | boolean>;
}

const DARK = 0x11;
const LIGHT = 0xff;

/** A code at `scale` pixels per module with a quiet zone of `margin` modules; `inverted` draws light modules on dark. */
export function drawCode(matrix: ModuleMatrix, { scale = 4, margin = 4, inverted = false } = {}): Picture {
  const side = (matrix.size + 2 * margin) * scale;
  const data = new Uint8ClampedArray(side * side * 4);
  for (let y = 0; y < side; y += 1) {
    for (let x = 0; x < side; x += 1) {
      const mx = Math.floor(x / scale) - margin;
      const my = Math.floor(y / scale) - margin;
      const inside = mx >= 0 && my >= 0 && mx < matrix.size && my < matrix.size;
      const dark = inside && Boolean(matrix.data[my * matrix.size + mx]);
      const value = dark !== inverted ? DARK : LIGHT;
      data.set([value, value, value, 255], (y * side + x) * 4);
    }
  }
  return { data, width: side, height: side };
}

/** A blank page of one grey. */
export function page(width: number, height: number, grey = 0xee): Picture {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < width * height; i += 1) data.set([grey, grey, grey, 255], i * 4);
  return { data, width, height };
}

/**
 * Draws `picture` onto `target` centred at (cx, cy), turned by `degrees` and resized by `zoom`,
 * sampling bilinearly (as a camera blurs edges).
 */
export function place(target: Picture, picture: Picture, cx: number, cy: number, degrees = 0, zoom = 1) {
  const angle = (degrees * Math.PI) / 180;
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const half = (Math.hypot(picture.width, picture.height) * zoom) / 2;
  for (let y = Math.max(0, Math.floor(cy - half)); y < Math.min(target.height, cy + half); y += 1) {
    for (let x = Math.max(0, Math.floor(cx - half)); x < Math.min(target.width, cx + half); x += 1) {
      const dx = (x + 0.5 - cx) / zoom;
      const dy = (y + 0.5 - cy) / zoom;
      const sx = cos * dx + sin * dy + picture.width / 2 - 0.5;
      const sy = -sin * dx + cos * dy + picture.height / 2 - 0.5;
      if (sx < 0 || sy < 0 || sx > picture.width - 1 || sy > picture.height - 1) continue;
      const x0 = Math.floor(sx);
      const y0 = Math.floor(sy);
      const fx = sx - x0;
      const fy = sy - y0;
      const at = (px: number, py: number, c: number) =>
        picture.data[
          (Math.min(py, picture.height - 1) * picture.width + Math.min(px, picture.width - 1)) * 4 + c
        ] as number;
      for (let c = 0; c < 3; c += 1) {
        const top = at(x0, y0, c) * (1 - fx) + at(x0 + 1, y0, c) * fx;
        const bottom = at(x0, y0 + 1, c) * (1 - fx) + at(x0 + 1, y0 + 1, c) * fx;
        target.data[(y * target.width + x) * 4 + c] = top * (1 - fy) + bottom * fy;
      }
    }
  }
  return target;
}

/** A seeded generator (mulberry32), so a noisy picture is the same on every run. */
export function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Grain of ±`amount` on every pixel and `speckles` (a fraction) of black or white dots. */
export function addNoise(picture: Picture, { amount = 40, speckles = 0.02, seed = 1 } = {}) {
  const random = seeded(seed);
  for (let i = 0; i < picture.width * picture.height; i += 1) {
    const speckle = random() < speckles;
    const dot = random() < 0.5 ? 0 : 255;
    const grain = (random() * 2 - 1) * amount;
    for (let c = 0; c < 3; c += 1) {
      const o = i * 4 + c;
      picture.data[o] = speckle ? dot : (picture.data[o] as number) + grain;
    }
  }
  return picture;
}
