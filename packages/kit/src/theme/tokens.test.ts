import { contrast } from '@repo/testing/contrast';
import { describe, expect, it } from 'vitest';
import { darkTheme, lightTheme } from './tokens';

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
