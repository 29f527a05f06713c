import { vars } from '@demos/kit/vars';
import { globalStyle, style } from '@vanilla-extract/css';

export const centered = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.lg,
  minHeight: '60vh',
  textAlign: 'center',
  padding: vars.space.xl,
});
export const code = style({
  fontSize: '4rem',
  fontWeight: 800,
  letterSpacing: '-0.04em',
  lineHeight: 1,
  color: vars.color.accent,
});
export const heading = style({ fontSize: vars.fontSize.xxl });
export const muted = style({ color: vars.color.textMuted, maxWidth: '40ch', overflowWrap: 'anywhere' });
// A visited path in the text is one token: it moves to its own line whole, never cut at a '-' or '/'.
globalStyle(`${muted} code`, { whiteSpace: 'nowrap' });
export const bigIcon = style({ color: vars.color.accent });
export const dangerIcon = style({ color: vars.color.danger });
export const errorMessage = style({
  maxWidth: 'min(40rem, 100%)',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSoft,
  color: vars.color.danger,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  textAlign: 'left',
});
export const row = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap', justifyContent: 'center' });

export const loading = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  // As tall as the viewport, so the footer stays below the fold until the page arrives (no layout shift).
  minHeight: 'calc(100dvh - 3.75rem)',
  justifyContent: 'center',
  color: vars.color.textMuted,
});
export const spinner = style({
  width: 20,
  height: 20,
  borderRadius: '50%',
  border: `2px solid ${vars.color.border}`,
  borderTopColor: vars.color.accent,
});
