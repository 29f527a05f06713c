import { vars } from '@demos/kit/vars';
import { globalStyle, style, styleVariants } from '@vanilla-extract/css';

export const page = style({ display: 'grid', gap: vars.space.xl, maxWidth: '64rem', minWidth: 0 });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const consoleLine = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.terminalBg,
  color: vars.color.terminalText,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xs,
  overflowWrap: 'anywhere',
});
export const empty = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, fontStyle: 'italic' });
export const tableWrap = style({ overflowX: 'auto', minWidth: 0 });
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });
globalStyle(`${table} th`, {
  textAlign: 'left',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: 600,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
});
globalStyle(`${table} td`, {
  padding: `${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'middle',
});
export const mono = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});
export const endpoint = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xs,
  overflowWrap: 'anywhere',
});
export const numeric = style({
  textAlign: 'right',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});
const methodBase = { fontFamily: vars.font.mono, fontSize: vars.fontSize.xs, fontWeight: 700 } as const;
export const method = styleVariants({
  GET: { ...methodBase, color: vars.color.info },
  POST: { ...methodBase, color: vars.color.success },
  PUT: { ...methodBase, color: vars.color.warning },
  DELETE: { ...methodBase, color: vars.color.danger },
});
globalStyle(`${table} ${numeric}`, { textAlign: 'right' });
