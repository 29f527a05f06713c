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
// first card must not take the whole row and then shrink, re-wrapping its tabs. The content card is
// the wider one, so its six tabs (Spanish's the longest) stay on one row at 1280 px.
export const columns = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { '(min-width: 66rem)': { gridTemplateColumns: 'minmax(0, 1.7fr) minmax(0, 1fr)' } },
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

// One column while scanning: the scanner's own results replace the preview, options and data.
export const columnsSingle = style({
  '@media': { '(min-width: 66rem)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const scanner = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });
export const scanInputs = style({
  display: 'grid',
  gap: vars.space.md,
  alignItems: 'end',
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { '(min-width: 48rem)': { gridTemplateColumns: 'minmax(0, 1fr) auto' } },
});
export const cameraButton = style({ justifySelf: 'start' });
export const video = style({
  display: 'block',
  width: '100%',
  maxWidth: '32rem',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
});
export const scanStatus = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  minHeight: '1.5em',
});
export const scanProblem = style({
  display: 'flex',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSoft,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});
export const results = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 20rem), 1fr))',
});
export const result = style({
  display: 'grid',
  gap: vars.space.sm,
  alignContent: 'start',
  minWidth: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});
export const resultHeading = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  margin: 0,
  fontSize: vars.fontSize.md,
});
export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  margin: 0,
  fontSize: vars.fontSize.sm,
});
export const fieldRow = style({ display: 'contents' });
export const fieldName = style({ color: vars.color.textMuted });
export const fieldValue = style({ margin: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' });
export const resultActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

/** Seven tabs (Batch joined the list) stay on one row at 1280 px in both languages: tighter padding than the kit's. */
export const compactTab = style({ paddingInline: vars.space.sm });
