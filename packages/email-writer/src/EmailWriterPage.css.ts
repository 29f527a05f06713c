import { vars } from '@demos/kit/vars';
import { globalStyle, style } from '@vanilla-extract/css';

export const page = style({ display: 'grid', gap: vars.space.lg, maxWidth: '72rem', minWidth: 0 });

export const headerActions = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.sm });
/** The interface language picker in the header: a kit Select, as wide as its longest name. */
export const languageField = style({ minWidth: '9rem' });

/** Fixed 16 px icons that never shrink beside a long line. */
export const noticeIcon = style({ flexShrink: 0, width: 16, height: 16, marginTop: 2 });
/** A failed generation, said next to the button that started it. */
export const actionError = style({
  scrollMarginBlock: vars.space.xl,
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.danger}`,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSoft,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
});
/** Scrolled to when a draft starts: a little room above it under the sticky header. */
export const resultPanel = style({ scrollMarginBlock: vars.space.xl });

export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { 'screen and (max-width: 900px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
export const column = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });

export const panel = style({
  display: 'grid',
  gap: vars.space.sm,
  minWidth: 0,
  margin: 0,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
  '@media': { 'screen and (max-width: 480px)': { padding: vars.space.md } },
});
export const panelTitle = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontWeight: 600,
  fontSize: vars.fontSize.md,
});
export const panelHeading = style([panelTitle, { margin: 0 }]);
export const legend = style([
  panelTitle,
  { float: 'left', width: '100%', padding: 0, marginBottom: vars.space.sm },
]);
export const fieldLabel = style({ fontSize: vars.fontSize.sm, fontWeight: 600 });

// The kit's field look (Field.css.ts): the field colour (white in the light theme) and a
// boundary of at least 3:1, as every other form of the site.
export const textarea = style({
  width: '100%',
  padding: vars.space.md,
  border: `1px solid ${vars.color.fieldBorder}`,
  borderRadius: vars.radius.md,
  background: vars.color.field,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  lineHeight: 1.55,
  resize: 'vertical',
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:hover': { borderColor: vars.color.accent },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '1px' },
  },
});
export const tip = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.textMuted });
export const kbd = style({
  padding: `1px ${vars.space.xs}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xs,
  color: vars.color.text,
});

export const tones = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 10rem), 1fr))',
  gap: vars.space.sm,
  clear: 'both',
});
export const toneCard = style({
  position: 'relative',
  display: 'grid',
  gap: vars.space.xxs,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  cursor: 'pointer',
  transition: `border-color ${vars.duration.fast}, background ${vars.duration.fast}`,
  selectors: {
    '&:hover': { borderColor: vars.color.accent },
    '&:has(input:checked)': {
      borderColor: vars.color.accent,
      background: vars.color.accentSoft,
      boxShadow: `inset 0 0 0 1px ${vars.color.accent}`,
    },
    '&:has(input:focus-visible)': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});
// The native radio stays for keyboard and screen readers; the card is its visible face.
export const toneInput = style({
  position: 'absolute',
  opacity: 0,
  width: 1,
  height: 1,
  margin: 0,
  pointerEvents: 'none',
});
export const toneLabel = style({ fontWeight: 600, fontSize: vars.fontSize.sm });
export const toneDescription = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const contextBody = style({ display: 'grid', gap: vars.space.xs, paddingTop: vars.space.sm });

export const generate = style({ width: '100%' });

export const resultHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});
export const result = style({
  margin: 0,
  minHeight: '16rem',
  maxHeight: '32rem',
  overflow: 'auto',
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  lineHeight: 1.65,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});
export const resultError = style([
  result,
  { minHeight: 'auto', borderColor: vars.color.danger, background: vars.color.dangerSoft, fontWeight: 600 },
]);
export const empty = style({
  display: 'grid',
  justifyItems: 'center',
  alignContent: 'center',
  gap: vars.space.xs,
  minHeight: '16rem',
  padding: vars.space.lg,
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  color: vars.color.textMuted,
  textAlign: 'center',
});
export const emptyTitle = style({ margin: 0, fontWeight: 600, color: vars.color.text });
export const emptyHint = style({ margin: 0, fontSize: vars.fontSize.sm });

/** Which model wrote the draft: a quiet line under it. */
export const writtenBy = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.textMuted });
/** A stopped draft is said to be incomplete, in the warning colours. */
export const stoppedLine = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.warning}`,
  borderRadius: vars.radius.md,
  background: vars.color.warningSoft,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});

export const tipsBox = style([panel, { background: vars.color.infoSoft, borderColor: vars.color.info }]);
export const tips = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  paddingLeft: vars.space.lg,
  fontSize: vars.fontSize.sm,
});
globalStyle(`${tips} strong`, { fontWeight: 600 });

export const options = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 12rem), 1fr))',
  gap: vars.space.md,
});
export const option = style({ minWidth: 0, alignSelf: 'start' });

export const tools = style({
  display: 'grid',
  gap: vars.space.md,
  marginTop: vars.space.md,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
});
export const toolGroup = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 });
export const toolTitle = style([panelTitle, { margin: 0, fontSize: vars.fontSize.sm }]);
export const toolButtons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
export const instructionForm = style({ display: 'grid', gap: vars.space.xxs });
export const instructionRow = style({ display: 'flex', gap: vars.space.xs, minWidth: 0 });
export const input = style([
  textarea,
  { flex: 1, minWidth: 0, height: '2.25rem', padding: `0 ${vars.space.sm}`, resize: 'none' },
]);
export const toolNote = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const toolError = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSoft,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});
export const subjects = style({ display: 'grid', gap: vars.space.xs, margin: 0, paddingLeft: vars.space.lg });
export const subject = style({ fontSize: vars.fontSize.sm });
/** One subject line: its text, then its Copy button on the same row (the text wraps beside it). */
export const subjectRow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minWidth: 0,
});
export const subjectText = style({ flex: '1 1 auto', minWidth: 0, overflowWrap: 'anywhere' });
export const checkResult = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 });
export const findings = style({
  display: 'grid',
  gap: vars.space.xxs,
  margin: 0,
  paddingLeft: vars.space.lg,
  fontSize: vars.fontSize.sm,
});
export const mark = style({
  padding: '0 2px',
  borderRadius: vars.radius.sm,
  background: vars.color.warningSoft,
  color: vars.color.text,
  boxShadow: `inset 0 -2px 0 ${vars.color.warning}`,
});
