import { vars } from '@demos/kit/vars';
import { style } from '@vanilla-extract/css';

export const page = style({ display: 'grid', gap: vars.space.xl, maxWidth: '72rem', minWidth: 0 });

export const headerControls = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.lg,
});
export const localeField = style({ display: 'grid', gap: vars.space.xxs });
export const selectField = style({ display: 'grid', gap: vars.space.xxs, alignContent: 'start' });
export const select = style({ width: 'auto', minWidth: '9rem' });

export const onDevice = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.successSoft,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});
export const onDeviceIcon = style({ color: vars.color.success, flexShrink: 0 });

// Two columns from the start on a wide screen (not auto-fit): while the page is still arriving, the
// first card must not take the whole row and then shrink, re-wrapping its tabs.
export const columns = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { '(min-width: 66rem)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
  alignItems: 'start',
  minWidth: 0,
});

export const panel = style({ display: 'grid', gap: vars.space.md, paddingTop: vars.space.md });
export const hint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const fieldGrid = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 12rem), 1fr))',
});

export const previewCard = style({ minWidth: 0 });
export const preview = style({
  display: 'grid',
  placeItems: 'center',
  minHeight: '20rem',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px dashed ${vars.color.border}`,
  background: vars.color.surfaceSunken,
});
export const qrImage = style({
  display: 'block',
  width: '300px',
  maxWidth: '100%',
  height: 'auto',
  aspectRatio: '1',
  imageRendering: 'pixelated',
  borderRadius: vars.radius.sm,
  boxShadow: vars.shadow.md,
});
export const placeholder = style({
  margin: 0,
  maxWidth: '18rem',
  textAlign: 'center',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
export const tooLong = style({
  display: 'flex',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSoft,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  maxWidth: '24rem',
});

export const previewNote = style({
  margin: `${vars.space.sm} 0 0`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  marginTop: vars.space.md,
});
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  marginTop: vars.space.md,
});

export const data = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  maxHeight: '18rem',
  overflowY: 'auto',
});

export const blocked = style({
  display: 'flex',
  gap: vars.space.sm,
  marginTop: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSoft,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});
export const blockedIcon = style({ color: vars.color.danger, flexShrink: 0, marginTop: '2px' });
export const reasonList = style({ margin: `${vars.space.xxs} 0 0`, paddingLeft: vars.space.lg });

export const optionsGrid = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 14rem), 1fr))',
  alignItems: 'start',
  marginBottom: vars.space.md,
});
export const optionStack = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 });
export const warning = style({
  display: 'flex',
  gap: vars.space.xs,
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});
export const warningIcon = style({ color: vars.color.warning, flexShrink: 0, marginTop: '2px' });

export const colorField = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: vars.space.sm,
  alignItems: 'start',
});
export const colorSwatch = style({
  width: '2.5rem',
  height: '2.5rem',
  marginTop: '1.6rem',
  padding: 2,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.fieldBorder}`,
  background: vars.color.surface,
  cursor: 'pointer',
});
