import { vars } from '@demos/kit/vars';
import { globalStyle, style } from '@vanilla-extract/css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: '3.5rem' });

export const hero = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.lg,
  padding: 'clamp(2rem, 6vw, 4.5rem) clamp(1.25rem, 4vw, 3.5rem)',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  overflow: 'hidden',
  backgroundColor: vars.color.surface,
  backgroundImage: [
    `radial-gradient(60rem 24rem at 100% 0%, ${vars.color.accentSoft}, transparent 60%)`,
    `linear-gradient(${vars.color.accentSoft} 1px, transparent 1px)`,
    `linear-gradient(90deg, ${vars.color.accentSoft} 1px, transparent 1px)`,
  ].join(', '),
  backgroundSize: '100% 100%, 40px 40px, 40px 40px',
  backgroundPosition: '0 0, -1px -1px, -1px -1px',
});
export const heroTitle = style({
  fontSize: vars.fontSize.hero,
  letterSpacing: '-0.035em',
  maxWidth: '16ch',
});
export const gradient = style({
  backgroundImage: `linear-gradient(90deg, ${vars.color.accent}, #a78bfa)`,
  backgroundClip: 'text',
  WebkitBackgroundClip: 'text',
  color: 'transparent',
  selectors: {
    '[data-theme="light"] &': { backgroundImage: `linear-gradient(90deg, ${vars.color.accent}, #6d28d9)` },
  },
});
export const heroText = style({ maxWidth: '58ch', color: vars.color.textMuted, fontSize: vars.fontSize.lg });
export const heroActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  marginTop: vars.space.sm,
});

// The landing's figures keep their own grid (the same rule as the kit's StatGrid minus its subgrid
// alignment, which four one-line labels do not need): the StatGrid chunk would add bytes to '/'.
export const stats = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 9.5rem), 1fr))',
});

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
});
export const sectionHead = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const sectionTitle = style({ fontSize: vars.fontSize.xxl, letterSpacing: '-0.02em' });
export const sectionText = style({ color: vars.color.textMuted, maxWidth: '65ch' });

export const featured = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 20rem), 1fr))',
});
export const feature = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  transition: `border-color ${vars.duration.normal}, transform ${vars.duration.normal}`,
  selectors: { '&:hover': { borderColor: vars.color.accent, transform: 'translateY(-2px)' } },
});
export const featureIcon = style({
  display: 'grid',
  placeItems: 'center',
  width: '3rem',
  height: '3rem',
  borderRadius: vars.radius.md,
  background: vars.color.accentSoft,
  color: vars.color.accent,
});
export const featureTitle = style({ fontSize: vars.fontSize.xl });
export const featureText = style({ color: vars.color.textMuted });
export const tags = style({ listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
export const featureLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  marginTop: 'auto',
  fontWeight: 650,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const about = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 22rem), 1fr))',
  padding: 'clamp(1.25rem, 4vw, 2.5rem)',
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
});
export const values = style({
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  color: vars.color.textMuted,
});
globalStyle(`${values} strong`, { color: vars.color.text });
export const contact = style({
  gridColumn: '1 / -1',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingTop: vars.space.lg,
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
});
