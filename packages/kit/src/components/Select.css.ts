import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { kitLayer } from '../theme/layers.css';
import { control } from './Field.css';
import { layered } from './layered';

export const field = style(
  layered({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 }),
);

/** Holds the select and its chevron; as wide as its container, like a text field. */
export const wrap = style(layered({ position: 'relative', display: 'block', width: '100%', minWidth: 0 }));

/**
 * A native select without the platform's chrome: the kit's border, radius, field colour and
 * height (2.5rem, the same as a md Button and a TextField). Its option list stays native (the
 * phone's own picker), and it works before the app has hydrated.
 */
export const select = style(
  layered({
    ...control,
    appearance: 'none',
    display: 'block',
    height: '2.5rem',
    margin: 0,
    padding: `0 calc(${vars.space.md} + 1.5rem) 0 ${vars.space.md}`,
    lineHeight: 1.2,
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    selectors: {
      ...control.selectors,
      '&:disabled': { opacity: 0.6, cursor: 'not-allowed' },
    },
  }),
);

// The dropdown list of some desktop browsers takes the select's colours: keep them themed.
globalStyle(`${select} option, ${select} optgroup`, {
  '@layer': { [kitLayer]: { background: vars.color.surface, color: vars.color.text } },
});

/** The chevron: a fixed-size SVG over the select's right padding; it never shrinks or takes clicks. */
export const chevron = style(
  layered({
    position: 'absolute',
    top: '50%',
    right: vars.space.md,
    width: '1rem',
    height: '1rem',
    flexShrink: 0,
    marginTop: '-0.5rem',
    pointerEvents: 'none',
    color: vars.color.textMuted,
    selectors: { [`${select}:disabled + &`]: { opacity: 0.6 } },
  }),
);

export const message = style(layered({ margin: 0 }));
