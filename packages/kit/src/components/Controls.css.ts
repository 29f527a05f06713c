import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { layered } from './layered';

export const switchRow = style(
  layered({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm, fontSize: vars.fontSize.sm }),
);
/** A switch with its help under it. */
export const switchField = style(layered({ display: 'grid', gap: vars.space.xs, justifyItems: 'start' }));
export const switchDescription = style(layered({ fontSize: vars.fontSize.xs, color: vars.color.textMuted }));
/** A native checkbox drawn as a track; its ::before is the thumb. */
export const switchRoot = style(
  layered({
    appearance: 'none',
    position: 'relative',
    flexShrink: 0,
    width: '2.5rem',
    height: '1.4rem',
    margin: 0,
    borderRadius: vars.radius.full,
    background: vars.color.borderStrong,
    cursor: 'pointer',
    transition: `background ${vars.duration.fast}`,
    '::before': {
      content: '""',
      position: 'absolute',
      top: '0.2rem',
      left: '0.2rem',
      width: '1rem',
      height: '1rem',
      borderRadius: vars.radius.full,
      background: vars.color.surface,
      boxShadow: vars.shadow.sm,
      transition: `transform ${vars.duration.fast}`,
    },
    selectors: {
      '&:checked': { background: vars.color.accent },
      '&:checked::before': { transform: 'translateX(1.1rem)' },
      '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
      '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
    },
  }),
);

export const sliderRoot = style(layered({ display: 'flex', flexDirection: 'column', gap: vars.space.sm }));
export const sliderHeader = style(
  layered({
    display: 'flex',
    justifyContent: 'space-between',
    gap: vars.space.sm,
    fontSize: vars.fontSize.sm,
  }),
);
export const sliderValue = style(
  layered({ fontVariantNumeric: 'tabular-nums', color: vars.color.textMuted }),
);
/** How much of the track is filled: a plain custom property, set inline by the component. */
export const SLIDER_FILL_PROPERTY = '--kit-slider-fill';
const sliderFill = `var(${SLIDER_FILL_PROPERTY})`;

const sliderThumb = {
  appearance: 'none',
  width: '1.1rem',
  height: '1.1rem',
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  border: `2px solid ${vars.color.accent}`,
  boxShadow: vars.shadow.sm,
} as const;
const sliderTrack = {
  height: '0.35rem',
  borderRadius: vars.radius.full,
  background: `linear-gradient(to right, ${vars.color.accent} ${sliderFill}, ${vars.color.border} ${sliderFill})`,
} as const;

/** A native range input drawn in the kit's look: accent fill, round thumb, focus ring. */
export const sliderInput = style(
  layered({
    appearance: 'none',
    width: '100%',
    height: '1.25rem',
    margin: 0,
    background: 'transparent',
    cursor: 'pointer',
    selectors: {
      '&::-webkit-slider-runnable-track': sliderTrack,
      '&::-moz-range-track': sliderTrack,
      '&::-webkit-slider-thumb': { ...sliderThumb, marginTop: 'calc((0.35rem - 1.1rem) / 2)' },
      '&::-moz-range-thumb': sliderThumb,
      '&:focus-visible': { outline: 'none' },
      '&:focus-visible::-webkit-slider-thumb': {
        outline: `2px solid ${vars.color.focus}`,
        outlineOffset: '2px',
      },
      '&:focus-visible::-moz-range-thumb': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
      '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
    },
  }),
);

export const progressRoot = style(
  layered({ display: 'grid', gap: vars.space.xs, gridTemplateColumns: '1fr auto' }),
);
export const progressLabel = style(layered({ fontSize: vars.fontSize.sm, fontWeight: 600 }));
export const progressValue = style(
  layered({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' }),
);
export const progressTrack = style(
  layered({
    gridColumn: '1 / -1',
    height: '0.5rem',
    overflow: 'hidden',
    borderRadius: vars.radius.full,
    background: vars.color.surfaceSunken,
    border: `1px solid ${vars.color.border}`,
  }),
);
export const progressIndicator = style(
  layered({
    height: '100%',
    background: vars.color.accent,
    transition: `width ${vars.duration.normal} ease-out`,
  }),
);
/** No value yet: a short bar sweeping the track (still when motion is reduced). */
export const progressIndeterminate = style(
  layered({
    height: '100%',
    width: '30%',
    background: vars.color.accent,
    animation: `${keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(340%)' } })} 1.2s ease-in-out infinite`,
    '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none', width: '100%', opacity: 0.4 } },
  }),
);
