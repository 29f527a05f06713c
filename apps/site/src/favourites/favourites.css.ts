import { vars } from '@demos/kit/vars';
import { style } from '@vanilla-extract/css';

const STAR = '2.25rem';

// The star sits at the title's height, whatever the description's length below it.
export const starSlot = style({ flexShrink: 0, alignSelf: 'flex-start', width: STAR, height: STAR });
export const star = style([starSlot, { color: vars.color.textMuted }]);
export const share = style([starSlot, { color: vars.color.textMuted }]);
export const starIconOn = style({ color: vars.color.warning, fill: 'currentColor' });

export const badge = style({
  marginLeft: 'auto',
  flexShrink: 0,
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.full,
  background: vars.color.accentSoft,
  color: vars.color.accent,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  lineHeight: 1.6,
});
