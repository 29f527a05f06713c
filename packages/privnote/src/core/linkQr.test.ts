// @vitest-environment node
import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { linkQr, QUIET_ZONE } from './linkQr';

const SCALE = 4;

/** Paints the SVG path's modules (black on white) into RGBA pixels, as a screen would show them. */
function rasterize(size: number, path: string): Uint8ClampedArray {
  const width = size * SCALE;
  const pixels = new Uint8ClampedArray(width * width * 4).fill(255);
  for (const [, x, y] of path.matchAll(/M(\d+) (\d+)h1v1h-1z/g)) {
    for (let dy = 0; dy < SCALE; dy += 1) {
      for (let dx = 0; dx < SCALE; dx += 1) {
        const offset = ((Number(y) * SCALE + dy) * width + Number(x) * SCALE + dx) * 4;
        pixels.set([0, 0, 0, 255], offset);
      }
    }
  }
  return pixels;
}

describe('QR code of a note link', () => {
  it.each([
    'https://demos.example/privnote?id=3f2b8c1e-9d4a-4c7b-8e21-5a6f0b9c2d10#Zq1y3Qq9k3G1wqS1c0l8hXn1m3M7bQ2v8Jp5tY4uR0w',
    'http://127.0.0.1:4460/privnote?id=00000000-0000-4000-8000-000000000000#AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
  ])('decodes back to exactly the link (%s)', (link) => {
    const { size, path } = linkQr(link);
    const decoded = jsQR(rasterize(size, path), size * SCALE, size * SCALE);
    expect(decoded?.data).toBe(link);
  });

  it('keeps a 4-module quiet zone on every side', () => {
    const { size, path } = linkQr('https://demos.example/privnote?id=x#y');
    const cells = [...path.matchAll(/M(\d+) (\d+)/g)].map(([, x, y]) => [Number(x), Number(y)]);
    expect(Math.min(...cells.flat())).toBe(QUIET_ZONE);
    expect(Math.max(...cells.flat())).toBe(size - QUIET_ZONE - 1);
  });
});
