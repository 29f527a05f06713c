/**
 * Grey-level image operations for the print check: plain arrays, no canvas, so they run the same
 * in the page and in the unit tests. Values are 0 (black) to 255 (white); anything outside the
 * image is white paper.
 */

export interface Gray {
  data: Float32Array;
  width: number;
  height: number;
}

export interface RgbaImage {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

const PAPER = 255;

/** Luma (Rec. 601, as jsQR uses), a transparent pixel seen on white. */
export function toGray({ data, width, height }: RgbaImage): Gray {
  const out = new Float32Array(width * height);
  for (let i = 0; i < out.length; i += 1) {
    const a = data[i * 4 + 3]! / 255;
    const luma = 0.299 * data[i * 4]! + 0.587 * data[i * 4 + 1]! + 0.114 * data[i * 4 + 2]!;
    out[i] = luma * a + PAPER * (1 - a);
  }
  return { data: out, width, height };
}

export function toRgba({ data, width, height }: Gray): RgbaImage {
  const out = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < data.length; i += 1) {
    const v = data[i]!;
    out[i * 4] = v;
    out[i * 4 + 1] = v;
    out[i * 4 + 2] = v;
    out[i * 4 + 3] = 255;
  }
  return { data: out, width, height };
}

/** Bilinear sample at (x, y) in pixel coordinates (pixel centres at +0.5). */
export function sample(image: Gray, x: number, y: number): number {
  const fx = x - 0.5;
  const fy = y - 0.5;
  const x0 = Math.floor(fx);
  const y0 = Math.floor(fy);
  const at = (px: number, py: number) =>
    px < 0 || py < 0 || px >= image.width || py >= image.height ? PAPER : image.data[py * image.width + px]!;
  const tx = fx - x0;
  const ty = fy - y0;
  const top = at(x0, y0) * (1 - tx) + at(x0 + 1, y0) * tx;
  const bottom = at(x0, y0 + 1) * (1 - tx) + at(x0 + 1, y0 + 1) * tx;
  return top * (1 - ty) + bottom * ty;
}

/**
 * Resizes: shrinking averages the source pixels under each target pixel (a printer's dot sees
 * the whole area it covers), growing interpolates bilinearly (a camera's optics).
 */
export function resize(image: Gray, width: number, height: number): Gray {
  const out = new Float32Array(width * height);
  const sx = image.width / width;
  const sy = image.height / height;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      if (sx <= 1 && sy <= 1) {
        out[y * width + x] = sample(image, (x + 0.5) * sx, (y + 0.5) * sy);
        continue;
      }
      const x0 = Math.floor(x * sx);
      const x1 = Math.max(x0 + 1, Math.floor((x + 1) * sx));
      const y0 = Math.floor(y * sy);
      const y1 = Math.max(y0 + 1, Math.floor((y + 1) * sy));
      let sum = 0;
      for (let v = y0; v < y1; v += 1)
        for (let u = x0; u < x1; u += 1) sum += image.data[v * image.width + u] ?? PAPER;
      out[y * width + x] = sum / ((x1 - x0) * (y1 - y0));
    }
  }
  return { data: out, width, height };
}

/** Adds white paper around the image. */
export function pad(image: Gray, border: number): Gray {
  const width = image.width + 2 * border;
  const height = image.height + 2 * border;
  const out = new Float32Array(width * height).fill(PAPER);
  for (let y = 0; y < image.height; y += 1) {
    out.set(image.data.subarray(y * image.width, (y + 1) * image.width), (y + border) * width + border);
  }
  return { data: out, width, height };
}

/** A separable Gaussian blur (an out-of-focus lens or ink spread). */
export function blur(image: Gray, sigma: number): Gray {
  const radius = Math.ceil(sigma * 3);
  const kernel = Array.from({ length: 2 * radius + 1 }, (_, i) =>
    Math.exp(-((i - radius) ** 2) / (2 * sigma * sigma)),
  );
  const total = kernel.reduce((a, b) => a + b, 0);
  const pass = (source: Float32Array, dx: number, dy: number) => {
    const out = new Float32Array(source.length);
    for (let y = 0; y < image.height; y += 1) {
      for (let x = 0; x < image.width; x += 1) {
        let sum = 0;
        for (let k = -radius; k <= radius; k += 1) {
          const px = x + k * dx;
          const py = y + k * dy;
          const inside = px >= 0 && py >= 0 && px < image.width && py < image.height;
          sum += kernel[k + radius]! * (inside ? source[py * image.width + px]! : PAPER);
        }
        out[y * image.width + x] = sum / total;
      }
    }
    return out;
  };
  return { ...image, data: pass(pass(image.data, 1, 0), 0, 1) };
}

/**
 * Dim, uneven light: the levels squeezed into [low, high], a glare that brightens one side, and
 * a fixed pseudo-random sensor noise (the same every run, so verdicts are repeatable).
 */
export function lowContrast(image: Gray, low: number, high: number, noise: number): Gray {
  const out = new Float32Array(image.data.length);
  let seed = 12345;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648 - 0.5;
  };
  for (let y = 0; y < image.height; y += 1) {
    for (let x = 0; x < image.width; x += 1) {
      const i = y * image.width + x;
      const glare = (x / image.width) * 0.15 * (high - low);
      out[i] = Math.round(low + (image.data[i]! / 255) * (high - low) + glare + random() * 2 * noise);
    }
  }
  return { ...image, data: out };
}

/** Maps every output pixel back into the source (`inverse`), same size, white outside. */
function warp(image: Gray, inverse: (x: number, y: number) => [number, number]): Gray {
  const out = new Float32Array(image.data.length);
  for (let y = 0; y < image.height; y += 1) {
    for (let x = 0; x < image.width; x += 1) {
      const [sx, sy] = inverse(x + 0.5, y + 0.5);
      out[y * image.width + x] = sample(image, sx, sy);
    }
  }
  return { ...image, data: out };
}

/** Turns the image by `degrees` about its centre. */
export function rotate(image: Gray, degrees: number): Gray {
  const a = (degrees * Math.PI) / 180;
  const cx = image.width / 2;
  const cy = image.height / 2;
  return warp(image, (x, y) => [
    cx + (x - cx) * Math.cos(a) + (y - cy) * Math.sin(a),
    cy - (x - cx) * Math.sin(a) + (y - cy) * Math.cos(a),
  ]);
}

/**
 * A photo taken at an angle: the paper turned `degrees` about its vertical axis, seen by a pinhole
 * camera `distance` image widths away (a near side larger than the far one, a narrower code).
 */
export function tilt(image: Gray, degrees: number, distance = 1.5): Gray {
  const a = (degrees * Math.PI) / 180;
  const d = distance * image.width;
  const cx = image.width / 2;
  const cy = image.height / 2;
  return warp(image, (x, y) => {
    const u = x - cx;
    const v = y - cy;
    const X = (u * d) / (d * Math.cos(a) - u * Math.sin(a));
    const Y = (v * (X * Math.sin(a) + d)) / d;
    return [cx + X, cy + Y];
  });
}
