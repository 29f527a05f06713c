import { vars } from '@demos/kit/vars';
import { globalStyle, style } from '@vanilla-extract/css';

const HEIGHT = '3.75rem';
// A focused element or an anchor's target scrolled into view stops below the sticky header, never
// under it (WCAG 2.4.11); the landing's sections need no scroll margin of their own.
globalStyle('html', { scrollPaddingTop: `calc(${HEIGHT} + 0.5rem)` });

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: 30,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  height: HEIGHT,
  padding: `0 ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});
export const brand = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: 750,
  letterSpacing: '-0.01em',
});
export const logo = style({ width: 30, height: 30, color: vars.color.text });
export const title = style({ fontSize: vars.fontSize.lg, whiteSpace: 'nowrap' });
export const tagline = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  paddingLeft: vars.space.md,
  borderLeft: `1px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
  '@media': { 'screen and (max-width: 900px)': { display: 'none' } },
});
export const actions = style({ marginLeft: 'auto', display: 'flex', gap: vars.space.xs });
