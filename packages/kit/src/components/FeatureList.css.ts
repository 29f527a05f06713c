import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { layered } from './layered';

const listBase = style(
  layered({
    display: 'grid',
    gap: vars.space.md,
    margin: 0,
    padding: 0,
    listStyle: 'none',
  }),
);
/** The narrowest a card may get before the grid wraps to fewer columns. */
export const list = styleVariants({
  sm: [listBase, layered({ gridTemplateColumns: 'repeat(auto-fit, minmax(13rem, 1fr))' })],
  md: [listBase, layered({ gridTemplateColumns: 'repeat(auto-fit, minmax(15rem, 1fr))' })],
});
export const item = style(
  layered({
    display: 'grid',
    alignContent: 'start',
    gap: vars.space.sm,
    padding: vars.space.lg,
    borderRadius: vars.radius.lg,
    border: `1px solid ${vars.color.border}`,
    background: vars.color.surface,
    boxShadow: vars.shadow.sm,
  }),
);
const iconBase = style(
  layered({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '2.5rem',
    height: '2.5rem',
    borderRadius: vars.radius.md,
  }),
);
export const icon = styleVariants({
  accent: [iconBase, layered({ background: vars.color.accentSoft, color: vars.color.accent })],
  warning: [iconBase, layered({ background: vars.color.warningSoft, color: vars.color.warning })],
});
export const title = style(layered({ margin: 0, fontSize: vars.fontSize.md, fontWeight: 600 }));
export const text = style(
  layered({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm, lineHeight: 1.5 }),
);
