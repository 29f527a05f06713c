import { vars } from '@demos/kit/vars';
import { style } from '@vanilla-extract/css';

export const panel = style({
  marginTop: vars.space.xl,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});
export const summary = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.lg,
  fontWeight: 600,
  cursor: 'pointer',
  listStyle: 'none',
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    '&:hover': { color: vars.color.accent },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});
export const chevron = style({
  marginLeft: 'auto',
  color: vars.color.textMuted,
  transition: `transform ${vars.duration.fast}`,
  selectors: { [`${panel}[open] &`]: { transform: 'rotate(180deg)' } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});
export const hint = style({ color: vars.color.textMuted, fontWeight: 400, fontSize: vars.fontSize.sm });
export const body = style({
  display: 'grid',
  gap: vars.space.md,
  padding: `0 ${vars.space.md} ${vars.space.md}`,
  minWidth: 0,
});
export const heading = style({ fontSize: vars.fontSize.md, fontWeight: 600, margin: 0 });
export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const tableWrap = style({ overflowX: 'auto' });
export const table = style({
  width: '100%',
  // Narrow screens scroll the table sideways rather than break names letter by letter.
  minWidth: '34rem',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  textAlign: 'left',
});
export const cell = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
});
export const mono = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xs,
  overflowWrap: 'anywhere',
});
export const files = style({ display: 'grid', gap: vars.space.sm, paddingTop: vars.space.sm, minWidth: 0 });
