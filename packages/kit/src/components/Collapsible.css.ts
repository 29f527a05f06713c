import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { layered } from './layered';

export const trigger = style(
  layered({
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.sm,
    color: vars.color.text,
    fontWeight: 600,
    fontSize: vars.fontSize.sm,
    padding: `${vars.space.xs} 0`,
  }),
);
export const chevron = style(
  layered({
    width: 16,
    height: 16,
    transition: `transform ${vars.duration.normal}`,
    selectors: { [`${trigger}[data-panel-open] &`]: { transform: 'rotate(90deg)' } },
  }),
);
export const panel = style(layered({ overflow: 'hidden' }));
