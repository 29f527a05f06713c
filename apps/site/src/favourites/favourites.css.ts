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

// The favourites' place in the sidebar (FavouritesSlot): nothing while empty, except before the group
// has loaded with favourites stored (boot.js sets `html[data-favourites]` and `--favourites-count`),
// when it keeps the height the group will take: its label (an h2: tight line height), then one
// link (2.25rem) per favourite with the list's gaps between them.
const LINK = '2.25rem';
const links = `(var(--favourites-count, 0) * ${LINK} + (var(--favourites-count, 0) - 1) * ${vars.space.xxs})`;
const slot = (reserved: string) =>
  style({
    selectors: {
      '&:empty': { display: 'none' },
      'html[data-favourites] &:empty': { display: 'block', height: `calc(${reserved})` },
    },
  });
export const slotGrouped = slot(
  `2 * ${vars.space.sm} + ${vars.fontSize.xs} * ${vars.lineHeight.tight} + ${links}`,
);
/** The collapsed rail: icons only, no label. */
export const slotIcons = slot(links);
