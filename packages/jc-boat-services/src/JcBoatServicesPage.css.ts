import { vars } from '@demos/kit/vars';
import { style } from '@vanilla-extract/css';

export const page = style({ display: 'grid', gap: vars.space.xl, minWidth: 0, maxWidth: '72rem' });

export const browser = style({
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.md,
  overflow: 'hidden',
  minWidth: 0,
});
export const browserBar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surfaceRaised,
  borderBottom: `1px solid ${vars.color.border}`,
  minWidth: 0,
});
export const dots = style({
  display: 'flex',
  gap: vars.space.xs,
  flexShrink: 0,
  // Phones: the address needs the room more than the window decoration does.
  '@media': { 'screen and (max-width: 480px)': { display: 'none' } },
});
export const dot = style({ width: 10, height: 10, borderRadius: '50%', background: vars.color.borderStrong });
export const address = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceSunken,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontFamily: vars.font.mono,
});
export const addressText = style({
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
export const openLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  flexShrink: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
});
export const viewport = style({
  position: 'relative',
  display: 'grid',
  minHeight: '22rem',
  selectors: { '&[data-framed]': { height: 'min(70vh, 36rem)' } },
});
/** Loads behind the summary card and shows only when the visitor asks for it. */
export const frame = style({
  position: 'absolute',
  inset: 0,
  display: 'block',
  width: '100%',
  height: '100%',
  border: 0,
  background: '#ffffff',
  visibility: 'hidden',
  selectors: { [`${viewport}[data-framed] &`]: { visibility: 'visible' } },
});
/** Icons keep their drawn size next to text that wraps (never crushed below 12 px). */
export const fixedIcon = style({ flexShrink: 0 });

/** The designed face of the preview: the site's name, its pages and the way to open it. */
export const card = style({
  position: 'relative',
  zIndex: 1,
  display: 'grid',
  alignContent: 'center',
  justifyItems: 'start',
  gap: vars.space.md,
  padding: vars.space.xl,
  color: vars.color.text,
  background: `radial-gradient(circle at 85% 0%, ${vars.color.accentSoft}, transparent 60%), ${vars.color.surface}`,
  '@media': { 'screen and (max-width: 480px)': { padding: vars.space.lg } },
});
export const cardHeader = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, minWidth: 0 });
export const cardLogo = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '3rem',
  height: '3rem',
  borderRadius: vars.radius.md,
  background: vars.color.accent,
  color: vars.color.accentText,
});
export const cardTitles = style({ display: 'grid', gap: vars.space.xxs, minWidth: 0 });
export const cardTitle = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: 700, lineHeight: 1.2 });
export const cardHost = style({
  margin: 0,
  color: vars.color.textMuted,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xs,
  overflowWrap: 'anywhere',
});
export const cardText = style({
  margin: 0,
  maxWidth: '40rem',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
export const cardPages = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});
export const cardPage = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceRaised,
  fontSize: vars.fontSize.xs,
  fontWeight: 600,
  whiteSpace: 'nowrap',
});
export const cardActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'stretch',
  gap: vars.space.sm,
  marginTop: vars.space.xs,
  maxWidth: '100%',
});
export const cardStatus = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  margin: 0,
  minHeight: '1.5em',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
/**
 * "Open <host> in a new tab": the host never breaks inside, and when the label needs two lines
 * (390 px) the button grows into a rounded box with room above and below each line.
 */
export const openInTab = style({
  height: 'auto',
  minHeight: '2.5rem',
  maxWidth: '100%',
  paddingBlock: vars.space.xs,
  whiteSpace: 'normal',
  textAlign: 'left',
  lineHeight: 1.35,
});
export const host = style({ whiteSpace: 'nowrap' });
export const invalid = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSoft,
  color: vars.color.danger,
  fontWeight: 600,
});

export const section = style({ display: 'grid', gap: vars.space.lg });
export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.xl });
export const services = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 16rem), 1fr))',
  gap: vars.space.lg,
});
export const serviceItem = style({ display: 'flex' });
export const serviceCard = style({ flex: 1, display: 'grid', alignContent: 'start', gap: vars.space.sm });
export const serviceIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.5rem',
  height: '2.5rem',
  borderRadius: vars.radius.md,
  background: vars.color.accentSoft,
  color: vars.color.accent,
});
export const serviceTitle = style({ margin: 0, fontSize: vars.fontSize.md });
export const serviceText = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const pages = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 15rem), 1fr))',
  gap: vars.space.md,
});
export const pageItem = style({
  display: 'flex',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});
export const pageIcon = style({ flexShrink: 0, marginTop: 2, color: vars.color.accent });
export const pageName = style({ margin: 0, fontSize: vars.fontSize.sm, fontWeight: 700 });
export const pageText = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const browserFooter = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
});
export const footerText = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  flex: '1 1 14rem',
});
export const footerActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});
