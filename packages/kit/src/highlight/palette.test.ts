import { contrast } from '@repo/testing/contrast';
import { describe, expect, it } from 'vitest';
import { codePalette } from './palette';
import { CODE_TOKEN_KINDS } from './tokens';

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
