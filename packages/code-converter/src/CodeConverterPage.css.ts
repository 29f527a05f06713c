import { vars } from '@demos/kit/vars';
import { globalStyle, style } from '@vanilla-extract/css';

export const page = style({ display: 'grid', gap: vars.space.lg, maxWidth: '72rem', minWidth: 0 });

export const toolbar = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto minmax(0, 1fr) auto',
  alignItems: 'end',
  gap: vars.space.md,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
  '@media': {
    'screen and (max-width: 720px)': {
      gridTemplateColumns: 'minmax(0, 1fr) auto',
      padding: vars.space.md,
    },
  },
});
export const swap = style({
  '@media': {
    'screen and (max-width: 720px)': { gridRow: '1 / span 2', gridColumn: 2, alignSelf: 'center' },
  },
});
export const convert = style({
  height: '2.5rem',
  '@media': { 'screen and (max-width: 720px)': { gridColumn: '1 / -1' } },
});

export const errorBanner = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  scrollMarginBlock: vars.space.xl,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.danger}`,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSoft,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
});

/** Icons in banners keep their size beside text that wraps. */
export const bannerIcon = style({ flexShrink: 0 });

export const editors = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 22rem), 1fr))',
  gap: vars.space.lg,
  minWidth: 0,
});
/**
 * Each panel spans three rows of the editors' grid (header, strip, editor) and shares them
 * (subgrid): side by side, both headers and both strips have one height, so both editors start
 * at the same line. Stacked at 390 px, each panel has rows of its own.
 */
export const editor = style({
  display: 'grid',
  gridTemplateRows: 'subgrid',
  gridRow: 'span 3',
  // The rows inside a panel touch; the editors' gap stays between stacked panels.
  rowGap: 0,
  minWidth: 0,
  selectors: {
    // A file dragged over the source panel: show where it lands.
    '&[data-dragging]': { outline: `2px dashed ${vars.color.accent}`, outlineOffset: '2px' },
  },
  // The editors are the page's fields: the kit's field boundary (≥ 3:1) around the field colour.
  border: `1px solid ${vars.color.fieldBorder}`,
  borderRadius: vars.radius.lg,
  background: vars.color.field,
  overflow: 'hidden',
  boxShadow: vars.shadow.sm,
});
export const editorHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  minHeight: '3.25rem',
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const editorTitle = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  color: vars.color.text,
});
export const languageTag = style({
  padding: `1px ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  background: vars.color.accentSoft,
  color: vars.color.text,
  fontSize: vars.fontSize.xs,
  fontWeight: 600,
});
export const count = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });
export const editorBody = style({ position: 'relative', display: 'flex', flex: 1 });
export const overlay = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  // A veil of the panel's own colour, so it reads well in both themes.
  background: `color-mix(in srgb, ${vars.color.surface} 78%, transparent)`,
  color: vars.color.text,
  fontWeight: 600,
  fontSize: vars.fontSize.sm,
  backdropFilter: 'blur(2px)',
});

export const notice = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.warning}`,
  borderRadius: vars.radius.md,
  background: vars.color.warningSoft,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});
export const noticeText = style({ flex: '1 1 16rem', margin: 0 });

export const footer = style({ borderTop: `1px solid ${vars.color.border}`, paddingTop: vars.space.md });
export const footNote = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const editorActions = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});
/** The kit file zone, in a strip between the source panel's header and its editor. */
export const fileDrop = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
});
/** The result's strip, level with the source's file zone: what can be done with the result. */
export const resultActions = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const dependencies = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
  minWidth: 0,
});
export const dependenciesTitle = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  fontSize: vars.fontSize.md,
  color: vars.color.text,
});
export const dependenciesNote = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
export const dependenciesError = style([
  dependenciesNote,
  {
    padding: `${vars.space.sm} ${vars.space.md}`,
    borderRadius: vars.radius.md,
    background: vars.color.warningSoft,
    color: vars.color.text,
  },
]);
export const tableScroll = style({ overflowX: 'auto', minWidth: 0 });
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });
globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'left',
  verticalAlign: 'top',
  color: vars.color.text,
});
globalStyle(`${table} th`, { fontWeight: 600, color: vars.color.textMuted, fontSize: vars.fontSize.xs });
globalStyle(`${table} code`, { fontFamily: vars.font.mono, overflowWrap: 'anywhere' });
export const noEquivalent = style({
  padding: `1px ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  background: vars.color.warningSoft,
  color: vars.color.text,
  fontSize: vars.fontSize.xs,
  fontWeight: 600,
  whiteSpace: 'nowrap',
});

/** The syntax check of a finished result, in the result's action row. */
const checkLine = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
} as const;
export const checkPassed = style({ ...checkLine, color: vars.color.success });
export const checkFailed = style({ ...checkLine, color: vars.color.danger });
export const checkSkipped = style({ ...checkLine, color: vars.color.textMuted });
