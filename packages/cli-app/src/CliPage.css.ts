import { vars } from '@demos/kit/vars';
import { style } from '@vanilla-extract/css';

export const page = style({ display: 'grid', gap: vars.space.xl, maxWidth: '60rem', minWidth: 0 });
export const terminal = style({
  display: 'flex',
  flexDirection: 'column',
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  border: `1px solid ${vars.color.border}`,
  background: vars.color.terminalBg,
  boxShadow: vars.shadow.md,
});
export const titleBar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: '#1b2333',
  color: '#c7d2e4',
  fontSize: vars.fontSize.xs,
  fontFamily: vars.font.mono,
});
export const dot = style({ width: 10, height: 10, borderRadius: '50%', background: '#ff5f57' });
export const log = style({ height: '22rem', borderRadius: 0, border: 'none' });
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
