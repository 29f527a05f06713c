import { vars } from '@demos/kit/vars';
import { style } from '@vanilla-extract/css';

export const page = style({ display: 'grid', gap: vars.space.xl, maxWidth: '64rem', minWidth: 0 });
export const badges = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  justifyContent: 'flex-end',
});
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const serverNote = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const code = style({ fontFamily: vars.font.mono, color: vars.color.text });
