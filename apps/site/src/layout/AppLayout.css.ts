import { vars } from '@demos/kit/vars';
import { style } from '@vanilla-extract/css';

export const body = style({ display: 'flex', alignItems: 'flex-start', minWidth: 0 });
export const column = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minWidth: 0,
  minHeight: 'calc(100dvh - 3.75rem)',
});
export const main = style({
  flex: 1,
  width: '100%',
  maxWidth: '80rem',
  margin: '0 auto',
  padding: `${vars.space.xl} clamp(1rem, 3vw, 2.5rem) ${vars.space.xxl}`,
  minWidth: 0,
  selectors: { '&:focus': { outline: 'none' } },
});
export const skipLink = style({
  position: 'absolute',
  left: vars.space.md,
  top: '-4rem',
  zIndex: 200,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  background: vars.color.accent,
  color: vars.color.accentText,
  fontWeight: 700,
  selectors: { '&:focus': { top: vars.space.md } },
});
