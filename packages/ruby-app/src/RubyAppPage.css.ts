import { vars } from '@demos/kit/vars';
import { style } from '@vanilla-extract/css';

export const page = style({ display: 'grid', gap: vars.space.xl, maxWidth: '64rem', minWidth: 0 });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const grid = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 20rem), 1fr))',
  alignItems: 'start',
});
export const empty = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, fontStyle: 'italic' });
export const files = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });
export const file = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'flex-start',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
});
export const fileIcon = style({ color: vars.color.accent, flexShrink: 0, marginTop: 2 });
export const fileText = style({ display: 'grid', gap: vars.space.xxs, minWidth: 0 });
export const fileName = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});
export const fileMeta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });
export const code = style({ minWidth: 0 });
