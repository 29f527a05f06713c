// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkOptions,
  contrastRatio,
  DEFAULT_OPTIONS,
  LOGO_SIZE_MAX,
  LOGO_SIZE_MIN,
  logoBox,
  logoCover,
  lookProblems,
  type Options,
  pixelSide,
} from './options';

const valid = (patch: Partial<Options> = {}): Options => ({
  ...(checkOptions(DEFAULT_OPTIONS, false).options as Options),
  ...patch,
});

describe('options', () => {
  it('defaults to the spec: level M, 300 px, a 4-module quiet zone, dark on white', () => {
    expect(checkOptions(DEFAULT_OPTIONS, false)).toEqual({
      options: {
        level: 'M',
        size: 300,
        margin: 4,
        foreground: '#111827',
        background: '#ffffff',
        logoSize: 20,
      },
      problems: {},
      narrowMargin: false,
    });
  });

  it('says why a size, quiet zone or colour is refused, and warns under 4 modules', () => {
    const checked = checkOptions(
      { ...DEFAULT_OPTIONS, size: '99', margin: '-1', foreground: 'red', background: '#fff' },
      false,
    );
    expect(checked.options).toBeNull();
    expect(checked.problems).toEqual({
      size: { code: 'sizeRange', min: 100, max: 2000 },
      margin: { code: 'marginRange', max: 16 },
      foreground: { code: 'colorInvalid' },
      background: { code: 'colorInvalid' },
    });
    expect(checkOptions({ ...DEFAULT_OPTIONS, size: '12.5' }, false).problems.size?.code).toBe('sizeRange');
    expect(checkOptions({ ...DEFAULT_OPTIONS, margin: '2' }, false)).toMatchObject({
      narrowMargin: true,
      options: { margin: 2 },
    });
  });

  it('uses level H while a logo is set', () => {
    expect(checkOptions({ ...DEFAULT_OPTIONS, level: 'L' }, true).options?.level).toBe('H');
    expect(checkOptions({ ...DEFAULT_OPTIONS, level: 'L' }, false).options?.level).toBe('L');
  });

  it('measures contrast as WCAG does and refuses light on dark or under 3:1', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    expect(lookProblems(valid(), 25, false)).toEqual([]);
    expect(lookProblems(valid({ foreground: '#ffffff', background: '#111827' }), 25, false)).toEqual([
      { code: 'lightOnDark' },
    ]);
    expect(lookProblems(valid({ foreground: '#999999' }), 25, false)).toEqual([
      { code: 'lowContrast', ratio: 2.8, min: 3 },
    ]);
  });

  it('centres the logo on the module grid and refuses one too large for level H', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 40 }),
        fc.integer({ min: LOGO_SIZE_MIN, max: LOGO_SIZE_MAX }),
        (version, size) => {
          const modules = 17 + 4 * version;
          const box = logoBox(modules, size);
          expect(Number.isInteger(box.offset)).toBe(true);
          expect(box.offset).toBeGreaterThan(0);
          expect(box.side % 2).toBe(modules % 2);
        },
      ),
    );
    expect(lookProblems(valid(), 25, true)).toEqual([]);
    expect(lookProblems(valid({ logoSize: 50 }), 25, true)).toEqual([
      { code: 'logoTooLarge', cover: Math.round(logoCover(25, 50) * 100), max: 15 },
    ]);
  });

  it('sizes the image to whole pixels per module, at least the chosen size', () => {
    expect(pixelSide(21, 4, 300)).toBe(319);
    expect(pixelSide(177, 0, 100)).toBe(177);
    expect(pixelSide(25, 2, 640) % 29).toBe(0);
  });
});
