import type { CodeTokenKind } from './tokens';

export interface CodePalette {
  background: string;
  text: string;
  /** Colour of the scroll edge hint (a shadow on the side that has more code; a glow on dark). */
  edgeShadow: string;
  tokens: Readonly<Record<CodeTokenKind, string>>;
}

/**
 * The code block's colours. Every token colour reads at 4.5:1 or more on `background`
 * (palette.test.ts computes it), in both themes.
 */
export const codePalette: Readonly<Record<'dark' | 'light', CodePalette>> = {
  dark: {
    background: '#0b111d',
    text: '#dbe3f0',
    edgeShadow: 'rgba(150, 172, 214, 0.4)',
    tokens: {
      comment: '#8b98b0',
      string: '#a5e0a0',
      keyword: '#c9a7ff',
      function: '#7cc4ff',
      variable: '#ffb870',
      number: '#f9a8c8',
      property: '#7fd9e6',
      meta: '#f0cb74',
    },
  },
  light: {
    background: '#f5f7fb',
    text: '#1b2333',
    edgeShadow: 'rgba(15, 23, 42, 0.28)',
    tokens: {
      comment: '#5b6578',
      string: '#1f6a33',
      keyword: '#7b30c2',
      function: '#1d55c0',
      variable: '#9a4300',
      number: '#ad2360',
      property: '#0a6575',
      meta: '#775600',
    },
  },
};
