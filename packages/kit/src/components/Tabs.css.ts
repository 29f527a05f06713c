import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { layered } from './layered';

export const root = style(
  layered({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 }),
);
export const list = style(
  layered({
    position: 'relative',
    display: 'flex',
    flexWrap: 'wrap',
    gap: vars.space.xs,
    padding: vars.space.xs,
    width: 'fit-content',
    maxWidth: '100%',
    borderRadius: vars.radius.md,
    background: vars.color.surfaceSunken,
    border: `1px solid ${vars.color.border}`,
  }),
);
export const tab = style(
  layered({
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.sm,
    height: '2.25rem',
    padding: `0 ${vars.space.lg}`,
    borderRadius: vars.radius.sm,
    color: vars.color.textMuted,
    fontSize: vars.fontSize.sm,
    fontWeight: 600,
    selectors: {
      '&:hover': { color: vars.color.text },
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
