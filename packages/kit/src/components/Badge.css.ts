import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { kitLayer } from '../theme/layers.css';
import { layered } from './layered';

export const base = style(
  layered({
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    padding: `${vars.space.xxs} ${vars.space.sm}`,
    borderRadius: vars.radius.full,
    fontSize: vars.fontSize.xs,
    fontWeight: 600,
    whiteSpace: 'nowrap',
    border: '1px solid transparent',
  }),
);

export const tone = styleVariants({
  neutral: layered({
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    borderColor: vars.color.border,
  }),
  accent: layered({ background: vars.color.accentSoft, color: vars.color.accent }),
  success: layered({ background: vars.color.successSoft, color: vars.color.success }),
  danger: layered({ background: vars.color.dangerSoft, color: vars.color.danger }),
  warning: layered({ background: vars.color.warningSoft, color: vars.color.warning }),
  info: layered({ background: vars.color.infoSoft, color: vars.color.info }),
});

export interface BadgeVariants {
  tone?: keyof typeof tone;
}

// An icon keeps its size in a narrow badge: it never shrinks below the size it was drawn at.
globalStyle(`${base} > svg`, { '@layer': { [kitLayer]: { flexShrink: 0 } } });
