import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { kitLayer } from '../theme/layers.css';
import { layered } from './layered';

export const base = style(
  layered({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    borderRadius: vars.radius.md,
    border: '1px solid transparent',
    fontWeight: 600,
    lineHeight: 1,
    whiteSpace: 'nowrap',
    textDecoration: 'none',
    transition: `background ${vars.duration.fast}, border-color ${vars.duration.fast}, color ${vars.duration.fast}`,
    selectors: {
      '&:disabled, &[data-disabled]': { opacity: 0.55 },
    },
  }),
);

// Static class maps rather than a recipe: no runtime function ships with the landing page.
export const variant = styleVariants({
  primary: layered({
    background: vars.color.accent,
    color: vars.color.accentText,
    selectors: { '&:hover:not(:disabled)': { background: vars.color.accentHover } },
  }),
  secondary: layered({
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    borderColor: vars.color.border,
    selectors: { '&:hover:not(:disabled)': { borderColor: vars.color.borderStrong } },
  }),
  outline: layered({
    background: 'transparent',
    color: vars.color.text,
    borderColor: vars.color.borderStrong,
    selectors: { '&:hover:not(:disabled)': { background: vars.color.surfaceRaised } },
  }),
  ghost: layered({
    background: 'transparent',
    color: vars.color.text,
    selectors: { '&:hover:not(:disabled)': { background: vars.color.surfaceRaised } },
  }),
  danger: layered({
    background: vars.color.dangerSoft,
    color: vars.color.danger,
    borderColor: vars.color.danger,
    selectors: { '&:hover:not(:disabled)': { background: vars.color.surfaceRaised } },
  }),
});

export const size = styleVariants({
  sm: layered({ height: '2rem', padding: `0 ${vars.space.md}`, fontSize: vars.fontSize.sm }),
  md: layered({ height: '2.5rem', padding: `0 ${vars.space.lg}`, fontSize: vars.fontSize.sm }),
  lg: layered({ height: '3rem', padding: `0 ${vars.space.xl}`, fontSize: vars.fontSize.md }),
  icon: layered({ height: '2.25rem', width: '2.25rem', padding: 0 }),
});

export interface ButtonVariants {
  variant?: keyof typeof variant;
  size?: keyof typeof size;
}

// An icon keeps its size whatever the label's length: it never shrinks in a narrow button.
globalStyle(`${base} > svg`, { '@layer': { [kitLayer]: { flexShrink: 0 } } });
