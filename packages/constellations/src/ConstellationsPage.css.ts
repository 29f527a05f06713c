import { vars } from '@demos/kit/vars';
import { style } from '@vanilla-extract/css';

export const page = style({ display: 'grid', gap: vars.space.xl, minWidth: 0 });
export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 10.5rem), 1fr))',
  gap: vars.space.lg,
});
export const item = style({ display: 'flex', minWidth: 0 });
export const card = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'left',
  cursor: 'pointer',
  boxShadow: vars.shadow.sm,
  transition: `border-color ${vars.duration.fast}, transform ${vars.duration.fast}, box-shadow ${vars.duration.fast}`,
  selectors: {
    '&:hover': { borderColor: vars.color.accent, boxShadow: vars.shadow.md },
    '&:focus-visible': { borderColor: vars.color.accent },
  },
  '@media': {
    '(prefers-reduced-motion: no-preference)': {
      selectors: { '&:hover': { transform: 'translateY(-2px)' } },
    },
  },
});
export const thumb = style({
  display: 'block',
  aspectRatio: '1',
  borderRadius: vars.radius.md,
  background: `radial-gradient(circle at 30% 20%, ${vars.color.accentSoft}, transparent 70%), ${vars.color.surfaceSunken}`,
  border: `1px solid ${vars.color.border}`,
  marginBottom: vars.space.xs,
});
export const cardName = style({ fontWeight: 700, fontSize: vars.fontSize.md });
export const cardMeta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });

export const pattern = style({ display: 'block', width: '100%', height: '100%' });
export const patternLine = style({
  stroke: vars.color.accent,
  strokeWidth: 1.5,
  strokeLinecap: 'round',
  opacity: 0.85,
});
export const patternStar = style({ fill: vars.color.text });

export const detail = style({ display: 'grid', gap: vars.space.lg });
export const detailSky = style({
  width: 'min(100%, 20rem)',
  aspectRatio: '1',
  justifySelf: 'center',
  borderRadius: vars.radius.lg,
  background: `radial-gradient(circle at 30% 20%, ${vars.color.accentSoft}, transparent 70%), ${vars.color.surfaceSunken}`,
  border: `1px solid ${vars.color.border}`,
});
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))',
  gap: vars.space.md,
  margin: 0,
});
export const fact = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
});
export const factLabel = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});
export const factValue = style({ margin: 0, fontSize: vars.fontSize.sm, fontWeight: 600 });
export const myth = style({ display: 'grid', gap: vars.space.xs });
export const mythTitle = style({ fontSize: vars.fontSize.md, fontWeight: 700, margin: 0 });
export const mythText = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});
export const starList = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.xs });
export const actions = style({ display: 'flex', justifyContent: 'flex-end' });
