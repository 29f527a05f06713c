import { vars } from '@demos/kit/vars';
import { style } from '@vanilla-extract/css';

export const field = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });
export const label = style({ fontSize: vars.fontSize.sm, fontWeight: 600, color: vars.color.text });
export const inputGroup = style({ position: 'relative', display: 'flex', alignItems: 'center' });
export const input = style({
  width: '100%',
  height: '2.5rem',
  padding: `0 2.75rem 0 ${vars.space.md}`,
  // The kit's field look (Field.css.ts): the field colour and a boundary of at least 3:1.
  border: `1px solid ${vars.color.fieldBorder}`,
  borderRadius: vars.radius.md,
  background: vars.color.field,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: 500,
  transition: `border-color ${vars.duration.fast}`,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:hover': { borderColor: vars.color.accent },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '1px' },
    '&:disabled': { opacity: 0.7, cursor: 'not-allowed' },
  },
});
export const trigger = style({
  position: 'absolute',
  right: vars.space.xxs,
  display: 'grid',
  placeItems: 'center',
  width: '2.25rem',
  height: '2.25rem',
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.text },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
    '&:disabled': { cursor: 'not-allowed' },
  },
});
/** Below the field, as wide as it, above what follows. */
export const popup = style({
  position: 'absolute',
  top: 'calc(100% + 6px)',
  left: 0,
  right: 0,
  zIndex: 50,
  minWidth: '12rem',
  maxHeight: '20rem',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  padding: vars.space.xxs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.lg,
  color: vars.color.text,
  selectors: { '&[hidden]': { display: 'none' } },
});
export const list = style({
  display: 'grid',
  outline: 'none',
  selectors: { '&:empty': { display: 'none' } },
});
export const item = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  userSelect: 'none',
  selectors: {
    '&[data-highlighted]': { background: vars.color.accentSoft, color: vars.color.text },
    '&[data-selected]': { fontWeight: 600 },
  },
});
export const itemLabel = style({ minWidth: 0 });
export const indicator = style({ display: 'inline-flex', color: vars.color.accent });
export const empty = style({
  padding: vars.space.sm,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  selectors: { '&:empty': { display: 'none', padding: 0 } },
});
