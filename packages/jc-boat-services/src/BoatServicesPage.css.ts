import { vars } from '@demos/kit/vars';
import { keyframes, style } from '@vanilla-extract/css';

export const page = style({ display: 'grid', gap: vars.space.xl, minWidth: 0, maxWidth: '72rem' });

export const browser = style({
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.md,
  overflow: 'hidden',
  minWidth: 0,
});
export const browserBar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surfaceRaised,
  borderBottom: `1px solid ${vars.color.border}`,
  minWidth: 0,
});
export const dots = style({ display: 'flex', gap: vars.space.xs, flexShrink: 0 });
export const dot = style({ width: 10, height: 10, borderRadius: '50%', background: vars.color.borderStrong });
export const address = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceSunken,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontFamily: vars.font.mono,
});
export const addressText = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const openLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  flexShrink: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
});
export const viewport = style({ position: 'relative', height: 'min(70vh, 36rem)', minHeight: '22rem' });
export const frame = style({
  display: 'block',
  width: '100%',
  height: '100%',
  border: 0,
  background: '#ffffff',
});
const spin = keyframes({ to: { transform: 'rotate(360deg)' } });
export const overlay = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  background: vars.color.surface,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
export const spinner = style({ animation: `${spin} 1s linear infinite` });
export const fallback = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
  padding: vars.space.xl,
  textAlign: 'center',
  color: vars.color.textMuted,
  background: `radial-gradient(circle at 50% 30%, ${vars.color.accentSoft}, transparent 65%), ${vars.color.surface}`,
});
export const fallbackTitle = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.lg,
  fontWeight: 700,
});
export const fallbackText = style({ margin: 0, maxWidth: '34rem', fontSize: vars.fontSize.sm });
export const invalid = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSoft,
  color: vars.color.danger,
  fontWeight: 600,
});

export const section = style({ display: 'grid', gap: vars.space.lg });
export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.xl });
export const services = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 16rem), 1fr))',
  gap: vars.space.lg,
});
export const serviceItem = style({ display: 'flex' });
export const serviceCard = style({ flex: 1, display: 'grid', alignContent: 'start', gap: vars.space.sm });
export const serviceIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.5rem',
  height: '2.5rem',
  borderRadius: vars.radius.md,
  background: vars.color.accentSoft,
  color: vars.color.accent,
});
export const serviceTitle = style({ margin: 0, fontSize: vars.fontSize.md });
export const serviceText = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const pages = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 15rem), 1fr))',
  gap: vars.space.md,
});
export const pageItem = style({
  display: 'flex',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});
export const pageIcon = style({ flexShrink: 0, marginTop: 2, color: vars.color.accent });
export const pageName = style({ margin: 0, fontSize: vars.fontSize.sm, fontWeight: 700 });
export const pageText = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const browserFooter = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
});
export const footerText = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  flex: '1 1 14rem',
});
/** The fallback link may be long (the site's host): let it wrap on narrow screens. */
export const wrapLink = style({
  whiteSpace: 'normal',
  textAlign: 'center',
  height: 'auto',
  maxWidth: '100%',
  overflowWrap: 'anywhere',
});
