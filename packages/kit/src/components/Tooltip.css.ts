import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { layered } from './layered';

/** Above dialogs (z-index 91), so a tooltip inside a dialog is not hidden. */
export const positioner = style(layered({ zIndex: 95 }));

export const popup = style(
  layered({
    padding: `${vars.space.xs} ${vars.space.sm}`,
    borderRadius: vars.radius.sm,
    background: vars.color.text,
    color: vars.color.bg,
    fontSize: vars.fontSize.xs,
    fontWeight: 600,
    boxShadow: vars.shadow.md,
    maxWidth: '18rem',
    zIndex: 60,
  }),
);
