import { vars } from '@demos/kit/vars';
import { globalStyle, style } from '@vanilla-extract/css';

export const page = style({ display: 'grid', gap: vars.space.lg, minWidth: 0, maxWidth: '72rem' });
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  '@media': {
    // On a phone the five buttons would wrap into ragged rows: the two presets take a full row each
    // and the three actions share the last row in equal thirds.
    'screen and (max-width: 35.99rem)': { display: 'grid', gridTemplateColumns: 'repeat(6, minmax(0, 1fr))' },
  },
});
globalStyle(`${toolbar} > *`, {
  '@media': { 'screen and (max-width: 35.99rem)': { gridColumn: 'span 2', paddingInline: vars.space.sm } },
});
globalStyle(`${toolbar} > :nth-child(-n + 2)`, {
  '@media': { 'screen and (max-width: 35.99rem)': { gridColumn: '1 / -1' } },
});
export const skyFrame = style({
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.md,
  background: '#050a1a',
  cursor: 'crosshair',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});
export const skyLocked = style({ cursor: 'default' });
export const canvas = style({
  display: 'block',
  width: '100%',
  aspectRatio: '16 / 9',
  touchAction: 'manipulation',
});
export const statusRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
export const count = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.text,
});
export const status = style({ margin: 0, flex: '1 1 16rem' });
export const form = style({ display: 'grid', gap: vars.space.lg });
export const formActions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});
