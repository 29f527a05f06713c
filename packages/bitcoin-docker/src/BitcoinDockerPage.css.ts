import { vars } from '@demos/kit/vars';
import { style } from '@vanilla-extract/css';

export const page = style({ display: 'grid', gap: vars.space.xl, maxWidth: '64rem', minWidth: 0 });

export const tabList = style({ overflowX: 'auto', maxWidth: '100%' });

export const instructions = style({ display: 'grid', gap: vars.space.xl });
export const sectionTitle = style({
  margin: `0 0 ${vars.space.md}`,
  fontSize: vars.fontSize.lg,
  fontWeight: 600,
});
export const requirements = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(11rem, 1fr))',
  gap: vars.space.md,
  margin: 0,
});
export const requirement = style({
  display: 'grid',
  gap: vars.space.xxs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
});
export const requirementLabel = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
export const requirementValue = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: 700 });
export const requirementHint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.xs });

export const steps = style({ margin: 0, paddingLeft: vars.space.lg, display: 'grid', gap: vars.space.lg });
export const step = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });
export const stepText = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const warnings = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.warning}`,
  background: vars.color.warningSoft,
});
export const warningsTitle = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: 600,
});
export const warningList = style({
  margin: 0,
  paddingLeft: vars.space.lg,
  display: 'grid',
  gap: vars.space.xs,
  lineHeight: 1.6,
});
