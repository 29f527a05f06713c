import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { kitLayer } from '../theme/layers.css';
import { layered } from './layered';

export const root = style(
  layered({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 }),
);
// The edge hint on a phone: two covers in the list's colour scroll with the tabs (`local`) and two
// fades stay at the edges (`scroll`). At the start the left cover hides the left fade, at the end the
// right cover hides the right one, so a fade shows only on a side with more tabs. The fade is the
// theme's accent over the list's own colour (a grey shadow read as a smudge in the light theme).
// Pure CSS: it works before hydration and costs no script.
const edgeFade = `color-mix(in srgb, ${vars.color.accent} 38%, transparent)`;
const cover = vars.color.surfaceSunken;

/** Where every tab is shown at once (the tabs wrap into rows); below it the list scrolls sideways. */
export const WRAP_FROM = '40rem';

/**
 * From a tablet up, every tab is in view: tabs that do not fit on one row wrap into rows that share
 * the width like a grid. On a phone, one row that scrolls sideways, with a fade on a side that has
 * more tabs.
 */
export const list = style(
  layered({
    position: 'relative',
    display: 'flex',
    flexWrap: 'nowrap',
    gap: vars.space.xs,
    padding: vars.space.xs,
    width: 'fit-content',
    maxWidth: '100%',
    overflowX: 'auto',
    overflowY: 'hidden',
    overscrollBehaviorX: 'contain',
    scrollbarWidth: 'none',
    // Base UI scrolls the highlighted tab into view on arrow keys; this keeps it clear of the edge hint.
    scrollPaddingInline: '1.5rem',
    borderRadius: vars.radius.md,
    border: `1px solid ${vars.color.border}`,
    backgroundColor: cover,
    backgroundImage: [
      `linear-gradient(to right, ${cover} 30%, transparent)`,
      `linear-gradient(to left, ${cover} 30%, transparent)`,
      `linear-gradient(to right, ${edgeFade}, transparent)`,
      `linear-gradient(to left, ${edgeFade}, transparent)`,
    ].join(', '),
    backgroundPosition: 'left center, right center, left center, right center',
    backgroundRepeat: 'no-repeat',
    backgroundSize: '2.5rem 100%, 2.5rem 100%, 0.75rem 100%, 0.75rem 100%',
    backgroundAttachment: 'local, local, scroll, scroll',
    '@media': {
      [`(min-width: ${WRAP_FROM})`]: {
        flexWrap: 'wrap',
        overflowX: 'visible',
        overflowY: 'visible',
        backgroundImage: 'none',
      },
    },
  }),
);
globalStyle(`${list}::-webkit-scrollbar`, { '@layer': { [kitLayer]: { display: 'none' } } });
export const tab = style(
  layered({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    // Each tab keeps its own width: tabs that grow to share a row move as later ones arrive while the
    // page is still loading (the partial-parse test).
    flexShrink: 0,
    gap: vars.space.sm,
    whiteSpace: 'nowrap',
    height: '2.25rem',
    padding: `0 ${vars.space.lg}`,
    borderRadius: vars.radius.sm,
    color: vars.color.textMuted,
    fontSize: vars.fontSize.sm,
    fontWeight: 600,
    selectors: {
      '&:hover:not([data-disabled])': { color: vars.color.text },
      // Not available for now (a page disables the other tabs while a job runs).
      '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' },
      '&[data-active]': {
        background: vars.color.surface,
        color: vars.color.accent,
        boxShadow: `inset 0 -2px 0 ${vars.color.accent}, ${vars.shadow.sm}`,
      },
    },
  }),
);
export const panel = style(
  layered({ minWidth: 0, selectors: { '&:focus-visible': { outlineOffset: '4px' } } }),
);
// Icons in a tab keep their size however little room the label leaves.
globalStyle(`${tab} > svg`, {
  '@layer': { [kitLayer]: { flexShrink: 0 } },
});
