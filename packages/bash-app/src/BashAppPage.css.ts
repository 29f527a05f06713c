import { vars } from '@demos/kit/vars';
import { style, styleVariants } from '@vanilla-extract/css';

export const page = style({ display: 'grid', gap: vars.space.xl, maxWidth: '64rem', minWidth: 0 });
export const steps = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xs,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 14rem), 1fr))',
});
const stepBase = {
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.sm,
} as const;
export const step = styleVariants({
  done: { ...stepBase, color: vars.color.success },
  active: { ...stepBase, color: vars.color.text, background: vars.color.accentSoft, fontWeight: 600 },
  pending: { ...stepBase, color: vars.color.textMuted },
});
