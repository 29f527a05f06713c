import { vars } from '@demos/kit/vars';
import { globalStyle, style } from '@vanilla-extract/css';

export const page = style({ display: 'grid', gap: vars.space.xl, maxWidth: '64rem', minWidth: 0 });

export const docs = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });
export const list = style({
  margin: 0,
  paddingLeft: vars.space.lg,
  display: 'grid',
  gap: vars.space.xs,
  lineHeight: 1.6,
});
export const note = style({
  margin: `${vars.space.md} 0 0`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
export const muted = style({ color: vars.color.textMuted });
export const mono = style({ fontFamily: vars.font.mono, fontSize: vars.fontSize.sm, whiteSpace: 'nowrap' });

export const tableWrap = style({ overflowX: 'auto' });
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });
globalStyle(`${table} th, ${table} td`, {
  textAlign: 'left',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
});
globalStyle(`${table} th`, { color: vars.color.textMuted, fontWeight: 600 });

export const settings = style({ margin: 0, display: 'grid', gap: vars.space.md });
export const setting = style({ display: 'grid', gap: vars.space.xs });
globalStyle(`${setting} dd`, { margin: 0, fontSize: vars.fontSize.sm });
