import { createVar, globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { codePalette } from '../highlight/palette';
import { CODE_TOKEN_KINDS, type CodeTokenKind } from '../highlight/tokens';
import { vars } from '../theme/contract.css';
import { layered } from './layered';

// The code palette is the kit's own (highlight/palette.ts, contrast-tested), set per theme on the
// same selectors as the theme itself.
const background = createVar();
const text = createVar();
const edge = createVar();
const tokenColor = Object.fromEntries(CODE_TOKEN_KINDS.map((kind) => [kind, createVar()])) as Record<
  CodeTokenKind,
  string
>;
const paletteVars = (palette: (typeof codePalette)['dark']) => ({
  [background]: palette.background,
  [text]: palette.text,
  [edge]: palette.edgeShadow,
  ...Object.fromEntries(CODE_TOKEN_KINDS.map((kind) => [tokenColor[kind], palette.tokens[kind]])),
});
globalStyle(':root, [data-theme="dark"]', { vars: paletteVars(codePalette.dark) });
globalStyle('[data-theme="light"]', { vars: paletteVars(codePalette.light) });

export const block = style(
  layered({
    display: 'flex',
    flexDirection: 'column',
    minWidth: 0,
    borderRadius: vars.radius.md,
    border: `1px solid ${vars.color.border}`,
    background,
    overflow: 'hidden',
  }),
);
export const toolbar = style(
  layered({
    display: 'flex',
    alignItems: 'center',
    flexWrap: 'wrap',
    gap: vars.space.sm,
    padding: `${vars.space.sm} ${vars.space.sm} ${vars.space.sm} ${vars.space.md}`,
    borderBottom: `1px solid ${vars.color.border}`,
    background: vars.color.surfaceRaised,
  }),
);
export const filename = style(
  layered({
    // Whole on its line: the buttons wrap below it first; past the full width, an ellipsis (the
    // full name is the region's label).
    flex: '0 0 auto',
    maxWidth: '100%',
    fontFamily: vars.font.mono,
    fontSize: vars.fontSize.sm,
    color: vars.color.textMuted,
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
  }),
);
export const actions = style(
  layered({ display: 'flex', flex: 'none', gap: vars.space.xs, marginLeft: 'auto' }),
);

/**
 * Scroll edge hint without script: two shadows fixed to the viewport's sides (`scroll`) under two
 * covers in the code's colour that travel with the content (`local`). A cover hides its shadow while
 * that side of the code is in view, so a shadow shows only on a side that has more code, and only
 * when the code overflows at all. Works before hydration and in every engine.
 */
const edgeHint = [
  `linear-gradient(to right, ${background} 40%, transparent) left center / 2rem 100% no-repeat local`,
  `linear-gradient(to left, ${background} 40%, transparent) right center / 2rem 100% no-repeat local`,
  `radial-gradient(farthest-side at 0 50%, ${edge}, transparent) left center / 0.875rem 100% no-repeat scroll`,
  `radial-gradient(farthest-side at 100% 50%, ${edge}, transparent) right center / 0.875rem 100% no-repeat scroll`,
  background,
].join(', ');

const scrollArea = {
  overflow: 'auto',
  background: edgeHint,
  selectors: { '&:focus-visible': { outlineOffset: '-2px' } },
} as const;

export const scroll = style(layered({ ...scrollArea, maxHeight: '32rem' }));

const codeText = {
  margin: 0,
  // The box grows with its longest line (with its padding), so the last column is not flush
  // against the edge once scrolled to the end.
  width: 'max-content',
  minWidth: '100%',
  boxSizing: 'border-box',
  color: text,
  fontFamily: vars.font.mono,
  fontSize: '0.8125rem',
  lineHeight: 1.65,
  tabSize: 2,
  // Never wrapped, so never broken inside a word, flag or path: long lines scroll.
  whiteSpace: 'pre',
  overflowWrap: 'normal',
  wordBreak: 'normal',
  '@media': { '(min-width: 40rem)': { fontSize: vars.fontSize.sm } },
} as const;

export const pre = style(layered({ ...codeText, padding: `${vars.space.md} ${vars.space.lg}` }));
globalStyle(`${pre} code`, { font: 'inherit' });

export const token = styleVariants(tokenColor, (color) => layered({ color }));

/** A short command (one or a few lines) with its copy button beside it. */
// Where the command and its button do not both fit (a narrow card on a phone), the button goes under
// the command, which keeps the full width: a path is not cut beside the button.
export const command = style(
  layered({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: vars.space.xs,
    minWidth: 0,
    padding: vars.space.xs,
    paddingLeft: 0,
    borderRadius: vars.radius.md,
    border: `1px solid ${vars.color.border}`,
    background,
    overflow: 'hidden',
  }),
);
export const commandScroll = style(layered({ ...scrollArea, flex: '1 1 14rem', minWidth: 0 }));
// Wraps at spaces only: each word is a `word` span that never breaks (see CodeCommand).
export const commandPre = style(
  layered({
    ...codeText,
    width: 'auto',
    whiteSpace: 'pre-wrap',
    padding: `${vars.space.xs} ${vars.space.md}`,
  }),
);
export const word = style(layered({ whiteSpace: 'nowrap' }));
globalStyle(`${commandPre} code`, { font: 'inherit' });
export const commandCopy = style(layered({ flex: 'none', marginLeft: 'auto' }));
