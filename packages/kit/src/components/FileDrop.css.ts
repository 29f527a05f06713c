import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { layered } from './layered';

export const field = style(
  layered({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 }),
);

/** The drop zone: dashed kit border on the field colour; the real file input covers it. */
export const zone = style(
  layered({
    position: 'relative',
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: `${vars.space.sm} ${vars.space.md}`,
    minWidth: 0,
    minHeight: '4.5rem',
    padding: `${vars.space.md} ${vars.space.lg}`,
    border: `1.5px dashed ${vars.color.fieldBorder}`,
    borderRadius: vars.radius.md,
    background: vars.color.field,
    color: vars.color.text,
    fontSize: vars.fontSize.sm,
    transition: `border-color ${vars.duration.fast}, background ${vars.duration.fast}`,
    selectors: {
      '&:hover:not([data-disabled])': { borderColor: vars.color.accent },
      '&[data-dragging]': {
        borderColor: vars.color.accent,
        borderStyle: 'solid',
        background: vars.color.accentSoft,
      },
      '&[data-file]': { borderStyle: 'solid' },
      '&[data-invalid]': { borderColor: vars.color.danger },
      '&[data-disabled]': { opacity: 0.6 },
      // The ring of the (invisible) input, drawn on the zone.
      '&:has(input:focus-visible)': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
    },
    '@supports': {
      'not selector(:has(*))': {
        selectors: {
          '&:focus-within': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
        },
      },
    },
    '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
  }),
);

/**
 * The real <input type="file">: invisible, over the whole zone, so a click, a tap, a keyboard press
 * or a dropped file reaches the browser's own control, before the app has hydrated too.
 */
export const input = style(
  layered({
    position: 'absolute',
    inset: 0,
    zIndex: 1,
    width: '100%',
    height: '100%',
    margin: 0,
    padding: 0,
    opacity: 0,
    cursor: 'pointer',
    fontSize: 0,
    selectors: {
      '&::file-selector-button': { cursor: 'pointer' },
      '&:disabled': { cursor: 'not-allowed' },
    },
  }),
);

export const icon = style(
  layered({
    flexShrink: 0,
    width: '1.5rem',
    height: '1.5rem',
    color: vars.color.accent,
  }),
);

// At least 8rem for the name: in a narrow zone the clear button goes to the next line instead.
export const body = style(
  layered({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, flex: '1 1 8rem', minWidth: 0 }),
);
export const choose = style(layered({ fontWeight: 600, color: vars.color.accent }));
export const hint = style(layered({ color: vars.color.textMuted, fontSize: vars.fontSize.xs }));

/** A long name never breaks inside: its head is cut with an ellipsis, its end (extension) stays. */
export const name = style(
  layered({
    display: 'flex',
    minWidth: 0,
    fontWeight: 600,
    whiteSpace: 'nowrap',
  }),
);
export const nameHead = style(
  layered({ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }),
);
export const nameTail = style(layered({ flexShrink: 0, whiteSpace: 'nowrap' }));
export const size = style(
  layered({ color: vars.color.textMuted, fontSize: vars.fontSize.xs, fontVariantNumeric: 'tabular-nums' }),
);

/** Above the input, so it takes its own clicks. */
export const clear = style(layered({ position: 'relative', zIndex: 2, flexShrink: 0, marginLeft: 'auto' }));

export const message = style(layered({ margin: 0 }));
