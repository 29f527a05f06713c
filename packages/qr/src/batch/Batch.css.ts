import { vars } from '@demos/kit/vars';
import { style } from '@vanilla-extract/css';

export const batch = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });
export const help = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 });
export const tableWrap = style({
  overflowX: 'auto',
  minWidth: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
// On a phone the tables scroll sideways (in their own frame) instead of breaking words letter by letter.
export const table = style({
  width: '100%',
  minWidth: '32rem',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
});
export const cell = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'start',
  verticalAlign: 'top',
});
export const headCell = style([cell, { background: vars.color.surfaceSunken, fontWeight: 600 }]);
export const code = style({ fontFamily: vars.font.mono, overflowWrap: 'break-word' });
export const dataCell = style([cell, code, { maxWidth: '22rem', whiteSpace: 'pre-wrap' }]);
export const errorCell = style([cell, { color: vars.color.danger }]);
export const errors = style({
  display: 'grid',
  gap: vars.space.xxs,
  margin: 0,
  padding: vars.space.md,
  paddingLeft: vars.space.xl,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSoft,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  maxHeight: '16rem',
  overflowY: 'auto',
});
export const heading = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: 600 });
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
});
export const alert = style({
  display: 'flex',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSoft,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});
export const alertIcon = style({ color: vars.color.danger, flexShrink: 0, marginTop: '2px' });
export const status = style({ margin: 0, fontSize: vars.fontSize.sm, minHeight: '1.25rem' });
