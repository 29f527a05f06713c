import { vars } from '@demos/kit/vars';
import { style } from '@vanilla-extract/css';

export const page = style({ display: 'grid', gap: vars.space.xl, maxWidth: '60rem', minWidth: 0 });
export const inputRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderTop: '1px solid #1f2a3d',
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  color: '#7ee2a8',
});
export const input = style({
  flex: 1,
  minWidth: 0,
  background: 'transparent',
  border: 'none',
  color: '#f1f5f9',
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  caretColor: '#7ee2a8',
  selectors: { '&:focus-visible': { outline: 'none' } },
});
export const inputRowFocus = style({
  selectors: { '&:focus-within': { boxShadow: `inset 0 0 0 2px ${vars.color.focus}` } },
});
export const quick = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
