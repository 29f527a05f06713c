import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { layered } from './layered';

export const card = style(
  layered({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
    minWidth: 0,
    padding: vars.space.xl,
    borderRadius: vars.radius.lg,
    border: `1px solid ${vars.color.border}`,
    background: vars.color.surface,
    boxShadow: vars.shadow.sm,
  }),
);
export const header = style(
  layered({ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: vars.space.md }),
);
export const title = style(layered({ fontSize: vars.fontSize.lg, fontWeight: 650 }));
export const description = style(layered({ color: vars.color.textMuted, fontSize: vars.fontSize.sm }));

export const stat = style(layered({ gap: vars.space.xs, padding: vars.space.lg }));
export const statTop = style(
  layered({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    color: vars.color.textMuted,
    fontSize: vars.fontSize.sm,
    fontWeight: 500,
  }),
);
export const statValue = style(
  layered({
    fontSize: vars.fontSize.xxl,
    fontWeight: 750,
    letterSpacing: '-0.02em',
    fontVariantNumeric: 'tabular-nums',
  }),
);
export const statHint = style(layered({ color: vars.color.textMuted, fontSize: vars.fontSize.xs }));
export const statIcon = style(layered({ width: 18, height: 18, color: vars.color.accent }));
