import {
  SIDEBAR_MOBILE_BREAKPOINT,
  SIDEBAR_WIDTH,
  SIDEBAR_WIDTH_ICON,
  SIDEBAR_WIDTH_MOBILE,
  vars,
} from '@demos/kit/vars';
import { keyframes, style } from '@vanilla-extract/css';

export const HEADER_HEIGHT = '3.75rem';

export const sidebar = style({
  position: 'sticky',
  top: HEADER_HEIGHT,
  height: `calc(100dvh - ${HEADER_HEIGHT})`,
  flexShrink: 0,
  overflowY: 'auto',
  overflowX: 'hidden',
  borderRight: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  transition: `width ${vars.duration.normal} ease`,
  selectors: {
    '&[data-state="expanded"]': { width: SIDEBAR_WIDTH },
    '&[data-state="collapsed"]': { width: SIDEBAR_WIDTH_ICON },
  },
  // The prerendered HTML has the desktop sidebar (the build cannot know the viewport); on a phone
  // it stays hidden until hydration swaps it for the sheet, so nothing moves.
  '@media': { [`screen and (max-width: ${SIDEBAR_MOBILE_BREAKPOINT - 0.02}px)`]: { display: 'none' } },
});

export const nav = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.sm,
});
export const list = style({
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  selectors: { '&[hidden]': { display: 'none' } },
});
export const group = style({ display: 'flex', flexDirection: 'column' });
export const groupTrigger = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  width: '100%',
  padding: `${vars.space.sm} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  selectors: { '&:hover': { color: vars.color.text, background: vars.color.surfaceRaised } },
});
/** A group that cannot be closed (Favourites): its name in the triggers' look. */
export const groupLabel = style({
  padding: `${vars.space.sm} ${vars.space.sm}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
});
export const chevron = style({
  width: 14,
  height: 14,
  flexShrink: 0,
  transition: `transform ${vars.duration.fast}`,
  selectors: { [`${groupTrigger}[aria-expanded="true"] &`]: { transform: 'rotate(90deg)' } },
});
export const activeDot = style({
  width: 6,
  height: 6,
  marginLeft: 'auto',
  borderRadius: '50%',
  background: vars.color.accent,
});

export const link = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '2.25rem',
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceRaised },
    '&[aria-current="page"]': {
      background: vars.color.accentSoft,
      color: vars.color.accent,
      fontWeight: 600,
    },
  },
});
export const linkIcon = style({ width: 18, height: 18, flexShrink: 0 });
export const linkLabel = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

const slideIn = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(0)' } });
const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const backdrop = style({
  position: 'fixed',
  inset: 0,
  zIndex: 40,
  background: vars.color.overlay,
  animation: `${fadeIn} ${vars.duration.normal} ease-out`,
});
export const sheet = style({
  position: 'fixed',
  zIndex: 50,
  top: 0,
  bottom: 0,
  left: 0,
  width: SIDEBAR_WIDTH_MOBILE,
  maxWidth: '85vw',
  overflowY: 'auto',
  background: vars.color.surface,
  borderRight: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.lg,
  animation: `${slideIn} ${vars.duration.normal} ease-out`,
});
export const sheetHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  padding: `${vars.space.md} ${vars.space.md} 0`,
});
export const sheetTitle = style({ fontSize: vars.fontSize.md, fontWeight: 700 });
export const closeButton = style({
  display: 'grid',
  placeItems: 'center',
  width: '2.25rem',
  height: '2.25rem',
  borderRadius: vars.radius.sm,
  selectors: { '&:hover': { background: vars.color.surfaceRaised } },
});
