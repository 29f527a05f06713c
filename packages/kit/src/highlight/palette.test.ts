import { describe, expect, it } from 'vitest';
import { codePalette } from './palette';
import { CODE_TOKEN_KINDS } from './tokens';

// WCAG 2.x relative luminance and contrast ratio of opaque #rrggbb colours.
function luminance(hex: string): number {
  const match = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!match?.[1]) throw new Error(`not an opaque #rrggbb colour: ${hex}`);
  const n = Number.parseInt(match[1], 16);
  const [r, g, b] = [n >> 16, (n >> 8) & 0xff, n & 0xff].map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

describe('contrast helper', () => {
  it('matches the WCAG reference values', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });
});

describe.each(Object.entries(codePalette))('%s code palette', (_theme, palette) => {
  it('plain text reads at 4.5:1 or more on the code background', () => {
    expect(contrast(palette.text, palette.background)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(CODE_TOKEN_KINDS)('%s tokens read at 4.5:1 or more on the code background', (kind) => {
    expect(contrast(palette.tokens[kind], palette.background)).toBeGreaterThanOrEqual(4.5);
  });

  it('gives every kind its own colour', () => {
    const colours = CODE_TOKEN_KINDS.map((kind) => palette.tokens[kind].toLowerCase());
    expect(new Set(colours).size).toBe(colours.length);
  });
});
