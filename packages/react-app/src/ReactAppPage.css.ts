import { vars } from '@demos/kit/vars';
import { style } from '@vanilla-extract/css';

export const page = style({ display: 'grid', gap: vars.space.xl, maxWidth: '64rem', minWidth: 0 });
export const columns = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 20rem), 1fr))',
  alignItems: 'start',
});
export const form = style({ display: 'grid', gap: vars.space.lg });
export const filters = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 10rem), 1fr))',
  alignItems: 'end',
});
export const empty = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, fontStyle: 'italic' });
export const members = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
});
export const member = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  minWidth: 0,
});
export const avatar = style({
  display: 'grid',
  placeItems: 'center',
  width: '2.25rem',
  height: '2.25rem',
  flexShrink: 0,
  borderRadius: vars.radius.full,
  background: vars.color.accentSoft,
  color: vars.color.accent,
  fontWeight: 700,
  fontSize: vars.fontSize.sm,
});
export const memberText = style({ display: 'grid', gap: vars.space.xxs, flex: 1, minWidth: 0 });
/** The name, then the role badge; on a narrow row the badge goes under the name, never a word apart. */
export const memberHeading = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.xxs} ${vars.space.sm}`,
  minWidth: 0,
});
// break-word, not anywhere: a name breaks between words; only a single word too long for the row is cut.
export const memberName = style({ fontWeight: 600, overflowWrap: 'break-word', minWidth: 0 });
/** An address is one token: on one line, cut with an ellipsis (the full address in its title). */
export const memberEmail = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});
