import { vars } from '@demos/kit/vars';
import { globalStyle, style } from '@vanilla-extract/css';

/** Below this width the props table is one stacked block per prop (no sideways scroll, no cut column). */
const narrow = '(max-width: 40rem)';

export const panel = style({
  marginTop: vars.space.xl,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});
export const summary = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  // The site's card padding (the kit's Card) at the sides; a comfortable target height.
  padding: `${vars.space.md} ${vars.space.xl}`,
  borderRadius: vars.radius.lg,
  fontWeight: 600,
  cursor: 'pointer',
  listStyle: 'none',
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    '&:hover': { color: vars.color.accent },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});
export const chevron = style({
  marginLeft: 'auto',
  color: vars.color.textMuted,
  transition: `transform ${vars.duration.fast}`,
  selectors: { [`${panel}[open] &`]: { transform: 'rotate(180deg)' } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});
export const icon = style({ flexShrink: 0 });
/** The label and its hint: the hint drops below the label on a narrow screen, the label never wraps. */
export const summaryText = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: vars.space.sm,
  minWidth: 0,
});
export const label = style({ whiteSpace: 'nowrap' });
export const hint = style({ color: vars.color.textMuted, fontWeight: 400, fontSize: vars.fontSize.sm });
export const body = style({
  display: 'grid',
  gap: vars.space.md,
  padding: `0 ${vars.space.xl} ${vars.space.xl}`,
  minWidth: 0,
});
export const heading = style({ fontSize: vars.fontSize.md, fontWeight: 600, margin: 0 });
export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const tableWrap = style({ minWidth: 0 });
export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  textAlign: 'left',
  '@media': { [narrow]: { display: 'block' } },
});
export const cell = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
});
// A name or type breaks only between its words (`QrStore | undefined`), never inside one; a single
// word longer than the line (a long generic) may still break rather than overflow.
export const mono = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xs,
  overflowWrap: 'break-word',
});
// On a phone each prop is a block: its name, then "Type" and "What it does" each labelled.
globalStyle(`${table} thead`, {
  '@media': {
    [narrow]: {
      position: 'absolute',
      width: 1,
      height: 1,
      overflow: 'hidden',
      clipPath: 'inset(50%)',
      whiteSpace: 'nowrap',
    },
  },
});
globalStyle(`${table} tbody, ${table} tr`, { '@media': { [narrow]: { display: 'block' } } });
globalStyle(`${table} tr`, {
  '@media': {
    [narrow]: { padding: `${vars.space.sm} 0`, borderBottom: `1px solid ${vars.color.border}` },
  },
});
globalStyle(`${table} tr > *`, {
  '@media': { [narrow]: { display: 'block', padding: `${vars.space.xxs} 0`, borderBottom: 'none' } },
});
globalStyle(`${table} td[data-label]::before`, {
  '@media': {
    [narrow]: {
      content: 'attr(data-label)',
      display: 'block',
      fontFamily: vars.font.body,
      fontSize: vars.fontSize.xs,
      fontWeight: 600,
      color: vars.color.textMuted,
    },
  },
});
export const files = style({ display: 'grid', gap: vars.space.sm, paddingTop: vars.space.sm, minWidth: 0 });
/** The link to a source file in the repository (opens a new tab). */
export const sourceLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  justifySelf: 'start',
  color: vars.color.accent,
  fontSize: vars.fontSize.sm,
});
