// @vitest-environment node
import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { moduleMatrix } from './matrix';
import { rasterizeStyled } from './raster';
import { CORNER_SHAPES, DEFAULT_STYLE, GRADIENTS, MODULE_SHAPES, type QrStyle } from './types';

const PAYLOAD = 'https://example.com/styled?q=ñandú';
const COLORS = { margin: 4, foreground: '#111827', background: '#ffffff' };

const combos: QrStyle[] = MODULE_SHAPES.flatMap((modules) =>
  CORNER_SHAPES.flatMap((corners) =>
    GRADIENTS.flatMap((gradient) =>
      ['', 'Scan me'].map((frameText) => ({ ...DEFAULT_STYLE, modules, corners, gradient, frameText })),
    ),
  ),
);

describe('every style combination scans (jsQR, no inversion)', () => {
  const matrix = moduleMatrix(PAYLOAD, 'M');
  it.each(
    combos.map((s) => [`${s.modules}/${s.corners}/${s.gradient}/${s.frameText || 'no frame'}`, s] as const),
  )('%s', (_name, style) => {
    const image = rasterizeStyled(matrix, COLORS, style, 6);
    const read = jsQR(image.data, image.width, image.height, { inversionAttempts: 'dontInvert' });
    expect(read?.data).toBe(PAYLOAD);
  });
});
