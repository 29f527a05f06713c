import { vars } from '@demos/kit/vars';
import { globalStyle, style, styleVariants } from '@vanilla-extract/css';

export const page = style({ display: 'grid', gap: vars.space.xl, maxWidth: '72rem', minWidth: 0 });

export const projectGrid = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });

export const legend = style({
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  color: vars.color.text,
  padding: 0,
  marginBottom: vars.space.xs,
});

export const templates = style({ border: 'none', margin: 0, padding: 0, minWidth: 0 });

export const templateButtons = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(10.5rem, 1fr))',
  gap: vars.space.sm,
});

export const templateButton = style({
  display: 'grid',
  gap: vars.space.xxs,
  textAlign: 'left',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  cursor: 'pointer',
  transition: `border-color ${vars.duration.fast}, background ${vars.duration.fast}`,
  selectors: {
    '&:hover': { borderColor: vars.color.accent },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&[aria-pressed="true"]': {
      borderColor: vars.color.accent,
      background: vars.color.accentSoft,
      boxShadow: `inset 0 0 0 1px ${vars.color.accent}`,
    },
  },
});
export const templateLabel = style({ fontWeight: 600, fontSize: vars.fontSize.sm });
export const templateDescription = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

// auto-fill, not auto-fit: a slow phone paints the page while its HTML is still being parsed,
// and with auto-fit the first column, alone in the grid until the second is parsed, took the
// full width and then shrank to half (form 44 px lower, CLS 0.08 at 1280 px with a 6× CPU
// throttle). Empty tracks are kept, so the first column is its final width from the first paint;
// the page is never wide enough for a third track (72rem), so the final layout is the same.
export const columns = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 26rem), 1fr))',
  alignItems: 'start',
  minWidth: 0,
});

export const addForm = style({ display: 'grid', gap: vars.space.sm, marginBottom: vars.space.md });
export const typeToggle = style({ border: 'none', margin: 0, padding: 0, minWidth: 0 });
export const segmented = style({
  display: 'inline-flex',
  padding: vars.space.xxs,
  gap: vars.space.xxs,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
});
export const segment = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xs} ${vars.space.md}`,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.text },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '1px' },
    '&[aria-pressed="true"]': {
      background: vars.color.surfaceRaised,
      color: vars.color.text,
      boxShadow: vars.shadow.sm,
    },
  },
});

export const addRow = style({ display: 'flex', gap: vars.space.sm, alignItems: 'flex-start', minWidth: 0 });
export const addField = style({ flex: 1, minWidth: 0 });
// Lines the button up with the input, below the field's label.
export const addButton = style({ marginTop: '1.6rem', flexShrink: 0 });

export const hint = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const treeBox = style({
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
  padding: vars.space.md,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  maxHeight: '28rem',
  overflow: 'auto',
  minWidth: 0,
});
export const treeRoot = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  fontWeight: 600,
});
export const treeList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  paddingLeft: vars.space.sm,
  marginLeft: '7px',
  borderLeft: `1px dashed ${vars.color.border}`,
});
export const treeItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '1.9rem',
  minWidth: 0,
  margin: 0,
  borderRadius: vars.radius.sm,
  outline: 'none',
  selectors: {
    '&[aria-selected="true"]': { background: vars.color.accentSoft },
    '&[aria-selected="false"]:hover': { background: vars.color.surface },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
  },
});
/** Indentation per tree level (1 to 32), as classes: no inline styles under the CSP. */
export const treeIndent = styleVariants(
  Object.fromEntries(
    Array.from({ length: 33 }, (_, level) => [
      level,
      { paddingLeft: `calc(${Math.max(level - 1, 0)} * 1.25rem + 2px)` },
    ]),
  ),
);
export const twisty = style({
  display: 'inline-flex',
  width: '14px',
  flexShrink: 0,
  color: vars.color.textMuted,
  cursor: 'pointer',
});
export const twistyOpen = style({ transform: 'rotate(90deg)' });
/** One arrow icon turned four ways for the move buttons. */
export const arrow = styleVariants({
  up: { transform: 'rotate(-90deg)' },
  down: { transform: 'rotate(90deg)' },
  out: { transform: 'rotate(180deg)' },
  in: {},
});
export const treeName = style({
  overflowWrap: 'anywhere',
  whiteSpace: 'pre-wrap',
  minWidth: 0,
  cursor: 'default',
});
export const folderIcon = style({ color: vars.color.accent, flexShrink: 0 });
export const fileIcon = style({ color: vars.color.textMuted, flexShrink: 0 });
export const rowActions = style({ display: 'inline-flex', marginLeft: 'auto', flexShrink: 0 });
export const renameBox = style({ display: 'grid', gap: vars.space.xxs, flex: 1, minWidth: 0 });
export const renameInput = style({
  font: 'inherit',
  minWidth: 0,
  padding: `2px ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.accent}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '1px' },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
  },
});
export const renameError = style({
  color: vars.color.danger,
  fontSize: vars.fontSize.xs,
  fontFamily: vars.font.body,
});

export const treeTools = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  marginTop: vars.space.sm,
});
export const toolbar = style({
  display: 'inline-flex',
  gap: vars.space.xxs,
  padding: vars.space.xxs,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
});
export const status = style({
  margin: `${vars.space.xs} 0 0`,
  minHeight: '1.2em',
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});
export const problem = style({
  margin: `${vars.space.xs} 0 0`,
  fontSize: vars.fontSize.sm,
  color: vars.color.danger,
  overflowWrap: 'anywhere',
});

export const addOptions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  alignItems: 'flex-end',
  minWidth: 0,
});
export const targetField = style({ display: 'grid', gap: vars.space.xxs, flex: '1 1 12rem', minWidth: 0 });

export const sideColumn = style({ display: 'grid', gap: vars.space.xl, minWidth: 0 });
export const contentField = style({ minWidth: 0 });
globalStyle(`${contentField} textarea`, {
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  minHeight: '12rem',
});
export const longScript = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 });

export const pasteBody = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });
export const pasteField = style({ minWidth: 0 });
globalStyle(`${pasteField} textarea`, {
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  whiteSpace: 'pre',
  overflowWrap: 'normal',
});
export const pastePreview = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });
export const pastePre = style({
  margin: 0,
  maxHeight: '14rem',
  overflow: 'auto',
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
});
export const dialogActions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});

export const empty = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontFamily: vars.font.body,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  marginTop: vars.space.md,
});

export const howTo = style({
  display: 'flex',
  gap: vars.space.sm,
  marginTop: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.infoSoft,
  border: `1px solid ${vars.color.border}`,
  minWidth: 0,
});
export const howToIcon = style({ color: vars.color.info, flexShrink: 0, marginTop: '2px' });
export const howToBody = style({ flex: '1 1 auto', minWidth: 0 });
export const commands = style({
  display: 'grid',
  gap: vars.space.xs,
  marginBottom: vars.space.xs,
});
export const howToTitle = style({
  margin: `0 0 ${vars.space.xs}`,
  fontWeight: 600,
  fontSize: vars.fontSize.sm,
});
