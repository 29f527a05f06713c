import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { layered } from './layered';

export const switchRow = style(
  layered({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm, fontSize: vars.fontSize.sm }),
);
export const switchRoot = style(
  layered({
    position: 'relative',
    flexShrink: 0,
    width: '2.5rem',
    height: '1.4rem',
    borderRadius: vars.radius.full,
    background: vars.color.borderStrong,
    transition: `background ${vars.duration.fast}`,
    selectors: { '&[data-checked]': { background: vars.color.accent } },
  }),
);
export const switchThumb = style(
  layered({
    display: 'block',
    width: '1rem',
    height: '1rem',
    margin: '0.2rem',
    borderRadius: vars.radius.full,
    background: vars.color.surface,
    boxShadow: vars.shadow.sm,
    transition: `transform ${vars.duration.fast}`,
    selectors: { '&[data-checked]': { transform: 'translateX(1.1rem)' } },
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
export const sliderControl = style(layered({ display: 'flex', alignItems: 'center', height: '1.25rem' }));
export const sliderTrack = style(
  layered({
    position: 'relative',
    width: '100%',
    height: '0.35rem',
    borderRadius: vars.radius.full,
    background: vars.color.border,
  }),
);
export const sliderIndicator = style(
  layered({ borderRadius: vars.radius.full, background: vars.color.accent }),
);
export const sliderThumb = style(
  layered({
    width: '1.1rem',
    height: '1.1rem',
    borderRadius: vars.radius.full,
    background: vars.color.surface,
    border: `2px solid ${vars.color.accent}`,
    boxShadow: vars.shadow.sm,
    selectors: {
      '&:has(:focus-visible)': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
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
