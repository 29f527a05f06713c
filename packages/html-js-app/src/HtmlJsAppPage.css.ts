import { vars } from '@demos/kit/vars';
import { style } from '@vanilla-extract/css';

export const page = style({ display: 'grid', gap: vars.space.xl, maxWidth: '48rem' });
export const form = style({ display: 'flex', gap: vars.space.sm, alignItems: 'flex-end' });
export const grow = style({ flex: 1, minWidth: 0 });
export const summary = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
export const list = style({ display: 'grid', gap: vars.space.xs });
export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
});
export const text = style({ flex: 1, minWidth: 0, overflowWrap: 'break-word', cursor: 'pointer' });
export const done = style({ textDecoration: 'line-through', color: vars.color.textMuted });
export const empty = style({ padding: vars.space.xl, textAlign: 'center', color: vars.color.textMuted });
