import { describe, expect, it } from 'vitest';
import { darkTheme, lightTheme } from './tokens';

// WCAG 2.x relative luminance and contrast ratio, for opaque #rrggbb colours.
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

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

describe('contrast helper', () => {
  it('matches the WCAG reference values', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrast('#ffffff', '#ffffff')).toBe(1);
  });
});

describe.each([
  ['dark', darkTheme],
  ['light', lightTheme],
] as const)('%s theme form fields', (_name, theme) => {
  const c = theme.color;
  // Where a field can sit: the page, a card, a raised or a sunken panel.
  const surroundings = {
    bg: c.bg,
    surface: c.surface,
    surfaceRaised: c.surfaceRaised,
    surfaceSunken: c.surfaceSunken,
  };

  it('text and placeholder text read at 4.5:1 on the field', () => {
    expect(contrast(c.text, c.field)).toBeGreaterThanOrEqual(4.5);
    // The placeholder (and a select's "Choose…" option) is drawn in textMuted.
    expect(contrast(c.textMuted, c.field)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(Object.keys(surroundings))('the field boundary is 3:1 against the field and on %s', (key) => {
    const around = surroundings[key as keyof typeof surroundings];
    expect(contrast(c.fieldBorder, c.field)).toBeGreaterThanOrEqual(3);
    expect(contrast(c.fieldBorder, around)).toBeGreaterThanOrEqual(3);
  });

  it.each(Object.keys(surroundings))(
    'a checked checkbox (accent) is 3:1 on %s, its mark 3:1 on the accent',
    (key) => {
      const around = surroundings[key as keyof typeof surroundings];
      expect(contrast(c.accent, around)).toBeGreaterThanOrEqual(3);
      expect(contrast(c.accentText, c.accent)).toBeGreaterThanOrEqual(3);
    },
  );

  it('an error boundary and message read on the field', () => {
    expect(contrast(c.danger, c.field)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(c.danger, c.surface)).toBeGreaterThanOrEqual(4.5);
  });

  it('the focus ring is 3:1 on every surface', () => {
    for (const around of Object.values(surroundings)) {
      expect(contrast(c.focus, around)).toBeGreaterThanOrEqual(3);
    }
  });
});

describe('field tokens', () => {
  it('the light theme fields are white or the surface colour, not a tinted fill', () => {
    expect([lightTheme.color.surface, '#ffffff']).toContain(lightTheme.color.field);
  });
});
