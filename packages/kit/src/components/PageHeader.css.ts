import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { layered } from './layered';

export const header = style(
  layered({
    display: 'flex',
    alignItems: 'flex-start',
    justifyContent: 'space-between',
    flexWrap: 'wrap',
    gap: vars.space.lg,
    paddingBottom: vars.space.lg,
    borderBottom: `1px solid ${vars.color.border}`,
  }),
);
export const titleRow = style(
  layered({ display: 'flex', alignItems: 'center', gap: vars.space.md, minWidth: 0 }),
);
export const icon = style(
  layered({
    display: 'grid',
    placeItems: 'center',
    flexShrink: 0,
    width: '2.75rem',
    height: '2.75rem',
    borderRadius: vars.radius.md,
    background: vars.color.accentSoft,
    color: vars.color.accent,
  }),
);
export const title = style(
  layered({ fontSize: vars.fontSize.xxl, letterSpacing: '-0.02em', overflowWrap: 'anywhere' }),
);
export const description = style(
  layered({
    marginTop: vars.space.xs,
    color: vars.color.textMuted,
    maxWidth: '62ch',
    fontSize: vars.fontSize.md,
  }),
);
export const actions = style(layered({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm }));

export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
