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
export const stats = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 9rem), 1fr))',
});
export const terminal = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  border: `1px solid ${vars.color.border}`,
  background: vars.color.terminalBg,
  boxShadow: vars.shadow.md,
});
export const titleBar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: '#1b2333',
  color: '#c7d2e4',
  fontSize: vars.fontSize.xs,
  fontFamily: vars.font.mono,
});
export const dot = style({ width: 10, height: 10, borderRadius: '50%', background: '#febc2e' });
export const log = style({ height: '22rem', borderRadius: 0, border: 'none' });
