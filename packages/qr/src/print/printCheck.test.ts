// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ErrorLevel } from '../core/options';
import { moduleMatrix } from '../style/matrix';
import { rasterizeStyled } from '../style/raster';
import { DEFAULT_STYLE, type QrStyle } from '../style/types';
import { toGray } from './image';
import { minPrintWidthCm, runPrintCheck } from './printCheck';

const PAYLOAD = 'https://example.com/menu';

function check(level: ErrorLevel, widthCm: number, foreground: string, style: QrStyle, distanceCm = 30) {
  const matrix = moduleMatrix(PAYLOAD, level);
  const code = toGray(rasterizeStyled(matrix, { margin: 4, foreground, background: '#ffffff' }, style, 8));
  const minWidthCm = minPrintWidthCm(distanceCm, matrix.size, 4);
  return { minWidthCm, verdict: runPrintCheck({ code, payload: PAYLOAD, level, widthCm, minWidthCm }) };
}

describe('print check', () => {
  it('min size', () => {
    expect(minPrintWidthCm(30, 25, 4)).toBe(4);
  });
  it('good', () => {
    const r = check('H', 5, '#111827', DEFAULT_STYLE);
    console.log(JSON.stringify(r));
  });
  it('bad', () => {
    const r = check('L', 1.2, '#111827', { ...DEFAULT_STYLE, gradient: 'linear', gradientColor: '#a3a3a3' });
    console.log(JSON.stringify(r));
  });
});
