import { vars } from '@demos/kit/vars';
import { style } from '@vanilla-extract/css';

export const page = style({ display: 'grid', gap: vars.space.xl, maxWidth: '64rem', minWidth: 0 });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
// Empty, the log is as tall as its one line (the kit's rule); with output it takes its working height.
export const log = style({
  marginTop: vars.space.md,
  selectors: { '&[data-state="output"]': { height: '20rem' } },
});

export const doneTitle = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm });
export const doneIcon = style({ color: vars.color.success });
export const info = style({ display: 'grid', gap: vars.space.sm, margin: 0 });
export const infoRow = style({
  display: 'grid',
  gridTemplateColumns: '6rem minmax(0, 1fr)',
  gap: vars.space.md,
  alignItems: 'baseline',
});
export const mono = style({
  margin: 0,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});
export const subTitle = style({
  margin: `${vars.space.lg} 0 ${vars.space.sm}`,
  fontSize: vars.fontSize.md,
  fontWeight: 600,
});
export const links = style({ display: 'grid', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });
export const link = style({
  display: 'flex',
  alignItems: 'baseline',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  color: vars.color.accent,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.accentSoft },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});
export const linkName = style({ fontWeight: 600, minWidth: '6rem' });
export const linkUrl = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xs,
  overflowWrap: 'anywhere',
  minWidth: 0,
});

// Two columns from the start (not auto-fit): while the page is still arriving, the first column must
// not take the whole row and then shrink, re-wrapping its commands (a shift the partial-parse test sees).
export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { '(min-width: 48rem)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
  gap: vars.space.lg,
  alignItems: 'start',
});
export const stack = style({ display: 'grid', gap: vars.space.lg });
export const usage = style({ margin: 0, paddingLeft: vars.space.lg, display: 'grid', gap: vars.space.md });
export const usageText = style({ margin: `0 0 ${vars.space.xs}`, fontSize: vars.fontSize.sm });
export const params = style({ margin: 0, display: 'grid', gap: vars.space.md });
export const param = style({ display: 'grid', gap: vars.space.xxs });
export const paramName = style({ fontFamily: vars.font.mono, fontSize: vars.fontSize.sm, fontWeight: 600 });
export const paramText = style({ margin: 0, fontSize: vars.fontSize.sm });
export const muted = style({ color: vars.color.textMuted, fontWeight: 400 });
export const features = style({
  margin: 0,
  paddingLeft: vars.space.lg,
  display: 'grid',
  gap: vars.space.xs,
  lineHeight: 1.6,
});
