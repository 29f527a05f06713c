import { vars } from '@demos/kit/vars';
import { style } from '@vanilla-extract/css';

export const footer = style({ borderTop: `1px solid ${vars.color.border}`, background: vars.color.surface });
export const inner = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.xl,
  maxWidth: '80rem',
  margin: '0 auto',
  padding: `${vars.space.xl} clamp(1rem, 3vw, 2.5rem)`,
});
export const heading = style({
  marginBottom: vars.space.sm,
  fontSize: vars.fontSize.xs,
  textTransform: 'uppercase',
  letterSpacing: '0.08em',
  color: vars.color.textMuted,
});
export const links = style({ listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: vars.space.lg });
export const link = style({
  color: vars.color.text,
  textDecoration: 'none',
  fontSize: vars.fontSize.sm,
  selectors: { '&:hover': { color: vars.color.accent, textDecoration: 'underline' } },
});
export const social = style({ listStyle: 'none', display: 'flex', gap: vars.space.xs });
export const socialLink = style({
  display: 'grid',
  placeItems: 'center',
  width: '2.25rem',
  height: '2.25rem',
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  selectors: { '&:hover': { background: vars.color.surfaceRaised, color: vars.color.accent } },
});
export const copyright = style({ width: '100%', color: vars.color.textMuted, fontSize: vars.fontSize.sm });
