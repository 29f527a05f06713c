import { vars } from '@demos/kit/vars';
import { globalStyle, style } from '@vanilla-extract/css';

export const page = style({ display: 'grid', gap: vars.space.xl, maxWidth: '64rem', minWidth: 0 });
export const panel = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });
export const messageArea = style({});
globalStyle(`${messageArea} textarea`, { minHeight: '14rem', fontSize: vars.fontSize.md });
export const assurances = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const assurance = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  background: vars.color.accentSoft,
  color: vars.color.text,
  fontSize: vars.fontSize.xs,
});
export const assuranceIcon = style({ color: vars.color.accent, flexShrink: 0 });
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});
export const size = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});
export const sizeOver = style({ color: vars.color.danger, fontWeight: 600 });
/** The page's buttons keep their icon a little closer to the label than the kit's default. */
export const iconButton = style({ gap: vars.space.xs });
export const linkRow = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'flex-end',
  minWidth: 0,
  '@media': { 'screen and (max-width: 480px)': { flexDirection: 'column', alignItems: 'stretch' } },
});
export const linkField = style({ flex: 1, minWidth: 0 });
globalStyle(`${linkField} input`, { fontFamily: vars.font.mono, fontSize: vars.fontSize.xs });
export const callout = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'flex-start',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.warning}`,
  background: vars.color.warningSoft,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});
export const calloutDanger = style({ borderColor: vars.color.danger, background: vars.color.dangerSoft });
export const calloutIcon = style({ flexShrink: 0, marginTop: '0.125rem' });
export const calloutIconWarning = style({ color: vars.color.warning });
export const calloutIconDanger = style({ color: vars.color.danger });
export const noteText = style({
  margin: 0,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  maxHeight: '28rem',
  overflowY: 'auto',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});
export const confirm = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.md,
  textAlign: 'center',
});
export const confirmIcon = style({
  display: 'grid',
  placeItems: 'center',
  width: '3.5rem',
  height: '3.5rem',
  borderRadius: vars.radius.full,
  background: vars.color.accentSoft,
  color: vars.color.accent,
});
export const confirmTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: 700,
  color: vars.color.text,
});
export const confirmActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.sm,
});
export const confirmText = style({
  margin: 0,
  maxWidth: '32rem',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
export const checking = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
export const footer = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
export const footerIcon = style({ flexShrink: 0 });
export const footerText = style({ margin: 0 });
/** The create form: its options follow its own width (the sidebar takes some of the viewport's). */
export const createForm = style({ containerType: 'inline-size' });
/** Expiry and reads side by side, then the passphrase: beside them when there is room, else below. */
export const options = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(7rem, 10rem) minmax(7rem, 10rem) minmax(7rem, 10rem) minmax(0, 1fr)',
  gap: vars.space.md,
  alignItems: 'start',
  '@container': {
    // 'Nombre de lectures' is the longer label: its column is wider, so it stays on one line at
    // 390 px; where it wraps anyway (320 px) the selects still line up.
    '(max-width: 640px)': {
      gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)',
      alignItems: 'end',
    },
  },
});
export const option = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });
/** `Destinataires`: on its own row under the two others when the form is narrow. */
export const recipientsOption = style({
  '@container': { '(max-width: 640px)': { gridColumn: '1 / -1' } },
});
/** The status page's links of a note with several recipients, each with its reads and burn. */
export const linksList = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const linkItem = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  fontVariantNumeric: 'tabular-nums',
});
export const linkItemText = style({ display: 'grid', gap: vars.space.xs, minWidth: 0, fontWeight: 600 });
/** Each recipient's link and its QR code, on the created note's card. */
export const recipientLink = style({
  display: 'grid',
  gap: vars.space.sm,
  paddingBlockEnd: vars.space.md,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const passphraseField = style({
  minWidth: 0,
  '@container': { '(max-width: 640px)': { gridColumn: '1 / -1' } },
});
/** Beside the input, not under its description (the row aligns ends otherwise). */
export const statusCopy = style({
  flexShrink: 0,
  alignSelf: 'flex-start',
  marginTop: '1.6rem',
  '@media': { 'screen and (max-width: 480px)': { alignSelf: 'stretch', marginTop: 0 } },
});
export const qrBlock = style({ display: 'grid', gap: vars.space.md, justifyItems: 'start' });
export const qr = style({
  width: '14rem',
  maxWidth: '100%',
  height: 'auto',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
});
export const fieldError = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm });
export const confirmForm = style({
  display: 'grid',
  gap: vars.space.md,
  marginTop: vars.space.lg,
  maxWidth: '30rem',
  marginInline: 'auto',
  width: '100%',
});
export const statusLine = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  fontWeight: 600,
});
/** `Lecture 2 sur 3`, above a note that may be read several times. */
export const readCount = style({
  margin: 0,
  justifySelf: 'start',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  background: vars.color.accentSoft,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  fontVariantNumeric: 'tabular-nums',
});
/** Each item says its number (`Lecture 2 : …`): no list marker on top. */
export const readsList = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
});
/** An empty live region: announced once it has text, taking no room before. */
export const visuallyEmpty = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: 0,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
});
export const statusIcon = style({ display: 'inline-flex', color: vars.color.accent, flexShrink: 0 });

/**
 * Until hydration the page shows a placeholder (the view depends on the address's hash). It takes
 * the create form's height for its width, so nothing below it moves when the form replaces it
 * (Lighthouse measured CLS 0.05 on phones with one fixed height). The form's height by its width
 * (px), measured every 1 px of viewport from 280 to 1300 in Chromium (with the reads and
 * recipients selects);
 * text wraps with the width.
 */
const FORM_HEIGHTS: readonly (readonly [minWidth: number, height: number])[] = [
  [249, 1012],
  [253, 990],
  [261, 971],
  [271, 948],
  [281, 929],
  [320, 898],
  [322, 875],
  [326, 856],
  [343, 837],
  [393, 806],
  [450, 783],
  [462, 764],
  [676, 733],
  // From 641 px the four options share a row, and the passphrase's hint wraps more until 860 px.
  [691, 771],
  [700, 752],
  [703, 733],
  [714, 714],
  [733, 695],
  [740, 675],
  [766, 656],
  [787, 634],
  [797, 615],
  [860, 596],
];
const rem = (px: number) => `${px / 16}rem`;

/** The placeholder's frame: its width is what the form's will be. */
export const placeholderFrame = style({ containerType: 'inline-size' });
export const placeholder = style({
  minHeight: rem(1031),
  '@container': Object.fromEntries(
    FORM_HEIGHTS.map(([width, height]) => [`(min-width: ${width}px)`, { minHeight: rem(height) }]),
  ),
});
/** The attached files: the drop zone and the list, on the create form and the read note. */
export const files = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 });
export const fileName = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: 0,
  flex: '1 1 12rem',
});
export const fileNameText = style({ overflowWrap: 'anywhere', fontWeight: 600, minWidth: 0 });
