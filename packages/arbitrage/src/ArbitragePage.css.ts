import { vars } from '@demos/kit/vars';
import { keyframes, style } from '@vanilla-extract/css';

export const page = style({ display: 'grid', gap: vars.space.xl, minWidth: 0, maxWidth: '72rem' });
export const section = style({ display: 'grid', gap: vars.space.lg, minWidth: 0, paddingTop: vars.space.lg });

export const loading = style({
  margin: 0,
  paddingBlock: vars.space.xl,
  color: vars.color.textMuted,
  minHeight: '24rem',
});

export const controls = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const status = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  flexShrink: 0,
});

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.35 } });
export const statusDot = style({
  width: 8,
  height: 8,
  borderRadius: vars.radius.full,
  background: vars.color.textMuted,
});
export const statusDotOn = style([
  statusDot,
  {
    background: vars.color.success,
    animation: `${pulse} 1.6s ease-in-out infinite`,
    '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  },
]);

export const gain = style({ color: vars.color.success });
export const loss = style({ color: vars.color.danger });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });

export const columns = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 22rem), 1fr))',
  alignItems: 'start',
});
export const scrollList = style({
  maxHeight: '24rem',
  overflowY: 'auto',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } },
});
export const list = style({ listStyle: 'none', margin: 0, padding: 0 });
export const row = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
  selectors: { '&:last-child': { borderBottom: 'none' } },
});
export const rowMain = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});
export const rowDetail = style([
  rowMain,
  { color: vars.color.textMuted, fontFamily: vars.font.mono, fontSize: vars.fontSize.xs },
]);
export const route = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.textMuted,
});
export const tradeTitle = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm });
export const empty = style({
  margin: 0,
  padding: vars.space.xl,
  textAlign: 'center',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
export const percent = style({ color: vars.color.success, fontWeight: 700 });
