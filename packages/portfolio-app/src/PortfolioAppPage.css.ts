import { vars } from '@demos/kit/vars';
import { style } from '@vanilla-extract/css';

export const page = style({ display: 'grid', gap: vars.space.xl, maxWidth: '64rem', minWidth: 0 });
export const lead = style({
  fontSize: vars.fontSize.lg,
  fontWeight: 600,
  lineHeight: vars.lineHeight.normal,
});
export const paragraph = style({
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.normal,
  maxWidth: '48rem',
});
export const fact = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
});
export const factLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });
export const factValue = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: 700 });
export const projects = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 17rem), 1fr))',
});
export const projectItem = style({ display: 'flex', minWidth: 0 });
export const project = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  flex: 1,
  minWidth: 0,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
  color: vars.color.text,
  textDecoration: 'none',
});
export const projectLink = style({
  transition: `border-color ${vars.duration.fast}, transform ${vars.duration.fast}`,
  selectors: {
    '&:hover': { borderColor: vars.color.accent },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
  '@media': {
    '(prefers-reduced-motion: no-preference)': {
      selectors: { '&:hover': { transform: 'translateY(-2px)' } },
    },
  },
});
export const projectTop = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  alignItems: 'baseline',
});
export const projectTitle = style({ fontSize: vars.fontSize.md, fontWeight: 650, margin: 0 });
export const year = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontVariantNumeric: 'tabular-nums',
});
export const projectSummary = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, flex: 1 });
export const tags = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
export const projectFooter = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  color: vars.color.accent,
  marginTop: vars.space.xs,
});
export const skills = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 16rem), 1fr))',
});
export const contact = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
});
export const contactRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
});
export const contactIcon = style({ color: vars.color.accent, flexShrink: 0 });
export const mail = style({ color: vars.color.accent, fontWeight: 600, overflowWrap: 'anywhere' });
export const projectFooterMuted = style([projectFooter, { color: vars.color.textMuted, fontWeight: 500 }]);
