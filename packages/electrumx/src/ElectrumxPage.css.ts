import { vars } from '@demos/kit/vars';
import { globalStyle, style } from '@vanilla-extract/css';

export const page = style({ display: 'grid', gap: vars.space.xl, maxWidth: '64rem', minWidth: 0 });
export const sectionTitle = style({
  margin: `0 0 ${vars.space.md}`,
  fontSize: vars.fontSize.lg,
  fontWeight: 600,
});

export const steps = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 22rem), 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const step = style({
  display: 'flex',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
  minWidth: 0,
});
/** A step with a command takes the whole row: the command reads on one line where the page allows. */
export const stepWide = style({ gridColumn: '1 / -1' });
export const stepNumber = style({
  flex: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2rem',
  height: '2rem',
  borderRadius: vars.radius.full,
  background: vars.color.accent,
  color: vars.color.accentText,
  fontWeight: 700,
});
export const stepBody = style({ display: 'grid', gap: vars.space.xs, minWidth: 0, alignContent: 'start' });
export const stepTitle = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: 600,
});
globalStyle(`${stepTitle} svg`, { flex: 'none' });
export const stepText = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: 1.5,
});
export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(18rem, 1fr))',
  gap: vars.space.lg,
  alignItems: 'start',
});
export const list = style({
  margin: 0,
  paddingLeft: vars.space.lg,
  display: 'grid',
  gap: vars.space.xs,
  lineHeight: 1.6,
});
export const params = style({ margin: 0, display: 'grid', gap: vars.space.md });
export const param = style({ display: 'grid', gap: vars.space.xxs });
export const paramName = style({ fontFamily: vars.font.mono, fontSize: vars.fontSize.sm, fontWeight: 600 });
export const paramType = style({ color: vars.color.textMuted, fontWeight: 400 });
export const paramText = style({ margin: 0, fontSize: vars.fontSize.sm });
export const paramDefault = style({
  color: vars.color.textMuted,
  fontFamily: vars.font.mono,
  overflowWrap: 'anywhere',
});
