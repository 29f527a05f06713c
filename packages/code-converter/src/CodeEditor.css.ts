import { vars } from '@demos/kit/vars';
import { globalStyle, style } from '@vanilla-extract/css';

export const surface = style({ position: 'relative', display: 'flex', flex: 1, minWidth: 0 });

const text = {
  margin: 0,
  padding: vars.space.md,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  lineHeight: 1.6,
  tabSize: 2,
  whiteSpace: 'pre',
  overflowWrap: 'normal',
  letterSpacing: 'normal',
} as const;

export const plain = style({
  ...text,
  flex: 1,
  width: '100%',
  minHeight: '22rem',
  '@media': { 'screen and (max-width: 720px)': { minHeight: '14rem' } },
  border: 'none',
  background: vars.color.field,
  color: vars.color.text,
  resize: 'vertical',
  overflow: 'auto',
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
  },
});

/** The text area over the highlighted copy: its own glyphs are transparent, the caret is not. */
export const overlay = style([
  plain,
  {
    position: 'relative',
    background: 'transparent',
    color: 'transparent',
    caretColor: vars.color.text,
    selectors: {
      '&::selection': { background: vars.color.accentSoft, color: 'transparent' },
    },
  },
]);

export const highlight = style({
  ...text,
  // The error line's band sits behind the text, above the field colour.
  isolation: 'isolate',
  position: 'absolute',
  inset: 0,
  overflow: 'hidden',
  background: vars.color.field,
  color: vars.color.text,
  pointerEvents: 'none',
});

/**
 * Token colours, WCAG AA (≥ 4.5:1) on the field colour of each theme, the kit's for every form
 * (dark #0d1320, light #ffffff; they were checked on the light sunken #e9ecf3, darker still).
 */
const palette = {
  dark: {
    comment: '#8b949e',
    keyword: '#c792ea',
    string: '#c3e88d',
    number: '#f78c6c',
    function: '#82aaff',
    className: '#ffcb6b',
    operator: '#89ddff',
  },
  light: {
    comment: '#4b5563',
    keyword: '#6d28d9',
    string: '#166534',
    number: '#9a3412',
    function: '#1d4ed8',
    className: '#854d0e',
    operator: '#155e75',
  },
};
const groups: Record<keyof typeof palette.dark, string[]> = {
  comment: ['comment', 'prolog', 'doctype', 'cdata'],
  keyword: ['keyword', 'atrule', 'important', 'selector', 'rule', 'directive'],
  string: ['string', 'char', 'attr-value', 'regex', 'template-string', 'inserted'],
  number: ['number', 'boolean', 'constant', 'symbol', 'deleted'],
  function: ['function', 'function-definition', 'builtin', 'macro'],
  className: [
    'class-name',
    'namespace',
    'tag',
    'attr-name',
    'property',
    'variable',
    'annotation',
    'decorator',
  ],
  operator: ['operator', 'entity', 'url'],
};
for (const [theme, colors] of Object.entries(palette)) {
  const root = theme === 'dark' ? ':root' : '[data-theme="light"]';
  for (const [group, types] of Object.entries(groups)) {
    const color = colors[group as keyof typeof colors];
    globalStyle(types.map((type) => `${root} ${highlight} .token.${type}`).join(', '), { color });
  }
}
globalStyle(`${highlight} .token.comment`, { fontStyle: 'italic' });
globalStyle(`${highlight} .token.bold, ${highlight} .token.important`, { fontWeight: 700 });

/** The line a syntax check found an error on: a band behind it (top set from the line number). */
export const errorLine = style({
  position: 'absolute',
  left: 0,
  right: 0,
  height: '1.6em',
  zIndex: -1,
  background: vars.color.dangerSoft,
  borderLeft: `3px solid ${vars.color.danger}`,
});
