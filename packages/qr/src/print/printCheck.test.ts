// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ErrorLevel } from '../core/options';
import { moduleMatrix } from '../style/matrix';
import { rasterizeStyled } from '../style/raster';
import { DEFAULT_STYLE, type QrStyle } from '../style/types';
import { toGray } from './image';
import { fixFor, minPrintWidthCm, type PrintCheckInput, printDots, runPrintCheck } from './printCheck';

const PAYLOAD = 'https://example.com/menu';
const DISTANCE = 30;

function input(level: ErrorLevel, foreground: string, style: QrStyle, widthCm?: number): PrintCheckInput {
  const matrix = moduleMatrix(PAYLOAD, level);
  const code = toGray(rasterizeStyled(matrix, { margin: 4, foreground, background: '#ffffff' }, style, 8));
  const minWidthCm = minPrintWidthCm(DISTANCE, matrix.size, 4);
  return { code, payload: PAYLOAD, level, widthCm: widthCm ?? minWidthCm, minWidthCm, distanceCm: DISTANCE };
}

const run = <T>(steps: Generator<void, T>): T => {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
};

describe('minimum print size', () => {
  it('is a tenth of the distance for a 25-module code, per module, quiet zone included', () => {
    // 30 cm → 1.2 mm modules; 25 + 2 × 4 modules → 39.6 mm → 4 cm.
    expect(minPrintWidthCm(30, 25, 4)).toBe(4);
    expect(minPrintWidthCm(100, 25, 4)).toBe(13.2);
  });
  it('never puts a module under 0.4 mm', () => {
    expect(minPrintWidthCm(5, 25, 4)).toBe(1.4);
  });
  it('counts 150 dpi dots', () => {
    expect(printDots(2.54)).toBe(150);
  });
});

describe('print check verdicts', () => {
  it('a known good code (EC H, dark on white, minimum size for 30 cm) scans in 5 of 5', () => {
    const verdict = runPrintCheck(input('H', '#111827', DEFAULT_STYLE));
    expect(verdict.passed).toBe(5);
    expect(verdict.fixes).toEqual([]);
  });

  it('a known bad code (1 cm, EC L, low contrast gradient) fails, with size and contrast fixes', () => {
    const bad = input('L', '#6b7280', { ...DEFAULT_STYLE, gradient: 'linear', gradientColor: '#b0b0b0' }, 1);
    const verdict = runPrintCheck(bad);
    expect(verdict.passed).toBeLessThan(5);
    expect(verdict.results.find((r) => r.condition === 'contrast')?.reads).toBe(false);
    expect(verdict.fixes).toContainEqual({ code: 'contrast' });
    expect(verdict.fixes).toContainEqual({ code: 'size', cm: bad.minWidthCm });
  });

  it('suggests the next error correction level for a code that fails only at an angle', () => {
    const good = input('L', '#111827', DEFAULT_STYLE);
    expect(run(fixFor(good, 'angle'))).toEqual({ code: 'level', level: 'Q' });
    expect(run(fixFor({ ...good, level: 'Q' }, 'rotate'))).toEqual({ code: 'level', level: 'H' });
  });
});
