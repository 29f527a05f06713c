import { vars } from '@demos/kit/vars';
import { keyframes, style } from '@vanilla-extract/css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const dropIn = keyframes({
  from: { opacity: 0, transform: 'translateY(-0.5rem) scale(0.98)' },
  to: { opacity: 1, transform: 'none' },
});
const reducedMotion = 'screen and (prefers-reduced-motion: reduce)';

export const backdrop = style({
  position: 'fixed',
  inset: 0,
  zIndex: 60,
  background: vars.color.overlay,
  animation: `${fadeIn} ${vars.duration.fast} ease-out`,
  '@media': { [reducedMotion]: { animation: 'none' } },
});

export const popup = style({
  position: 'fixed',
  zIndex: 61,
  top: 'min(12vh, 6rem)',
  left: '50%',
  translate: '-50% 0',
  display: 'flex',
  flexDirection: 'column',
  width: 'min(40rem, calc(100vw - 1.5rem))',
  maxHeight: 'min(32rem, calc(100dvh - 2 * min(12vh, 6rem)))',
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  animation: `${dropIn} ${vars.duration.normal} ease-out`,
  '@media': {
    [reducedMotion]: { animation: 'none' },
    'screen and (max-width: 480px)': { top: '0.75rem', maxHeight: 'calc(100dvh - 1.5rem)' },
  },
});

export const field = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `0 ${vars.space.sm} 0 ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: {
    '&:focus-within': { boxShadow: `inset 0 -2px 0 ${vars.color.focus}` },
  },
});
export const fieldIcon = style({ width: 18, height: 18, flexShrink: 0, color: vars.color.textMuted });
export const input = style({
  flex: 1,
  minWidth: 0,
  height: '3.25rem',
  border: 0,
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  selectors: {
    // The field's underline shows the focus; the input itself needs no second ring.
    '&:focus-visible': { outline: 'none' },
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
  },
});
export const close = style({
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  width: '2.25rem',
  height: '2.25rem',
  borderRadius: vars.radius.sm,
  color: vars.color.textMuted,
  selectors: { '&:hover': { background: vars.color.surfaceRaised, color: vars.color.text } },
});
export const closeIcon = style({ width: 18, height: 18 });

export const results = style({
  flex: '0 1 auto',
  minHeight: 0,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  scrollPaddingBlock: vars.space.sm,
});
export const list = style({ padding: vars.space.xs });
export const group = style({ selectors: { '& + &': { marginTop: vars.space.xs } } });
export const groupLabel = style({
  padding: `${vars.space.sm} ${vars.space.sm} ${vars.space.xs}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
});
export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '2.5rem',
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  fontSize: vars.fontSize.sm,
  selectors: {
    '&[data-highlighted]': {
      background: vars.color.accentSoft,
      color: vars.color.text,
      boxShadow: `inset 3px 0 0 ${vars.color.accent}`,
    },
  },
});
export const itemIcon = style({ width: 18, height: 18, flexShrink: 0, color: vars.color.textMuted });
export const itemLabel = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontWeight: 550,
});
export const itemHint = style({ flexShrink: 0, color: vars.color.textMuted, fontSize: vars.fontSize.xs });
export const empty = style({
  padding: `${vars.space.lg} ${vars.space.md}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  selectors: { '&:empty': { display: 'none' } },
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.md}`,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
});
export const kbd = style({
  display: 'inline-block',
  minWidth: '1.25rem',
  padding: `0 ${vars.space.xxs}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceRaised,
  fontFamily: vars.font.mono,
  textAlign: 'center',
});
