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
// The actions wrap under the title when both do not fit side by side, so a narrow screen never squeezes
// the title and description into a thin column next to the buttons.
export const header = style(
  layered({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-start',
    justifyContent: 'space-between',
    gap: vars.space.md,
  }),
);
export const headerText = style(layered({ flex: '1 1 14rem', minWidth: 0 }));
export const title = style(layered({ fontSize: vars.fontSize.lg, fontWeight: 650 }));
export const description = style(layered({ color: vars.color.textMuted, fontSize: vars.fontSize.sm }));

export const stat = style(layered({ gap: vars.space.xs, padding: vars.space.lg }));
export const statTop = style(
  layered({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.sm,
    color: vars.color.textMuted,
    fontSize: vars.fontSize.sm,
    fontWeight: 500,
  }),
);
// The value's box is the size container its figure scales with (statFigure), not the card: a card
// that contained its own layout would leave StatGrid's subgrid, and a wrapping label would push its
// value out of line with the others.
export const statValue = style(layered({ containerType: 'inline-size', minWidth: 0 }));
export const statFigure = style(
  layered({
    display: 'block',
    // Full size in a roomy card; in a narrow one (two per row on a phone) the figure shrinks with the
    // card instead of running out of it ("$10,000.00" in a 170 px card).
    fontSize: `min(${vars.fontSize.xxl}, 14cqi)`,
    fontWeight: 750,
    letterSpacing: '-0.02em',
    fontVariantNumeric: 'tabular-nums',
  }),
);
// A hint may be one long token (runtime.NumGoroutine()): it wraps inside the card rather than run out
// of it at 320 px instead of widening its grid column.
export const statHint = style(
  layered({ color: vars.color.textMuted, fontSize: vars.fontSize.xs, overflowWrap: 'anywhere' }),
);
export const statLabel = style(layered({ minWidth: 0 }));
export const statIcon = style(layered({ flexShrink: 0, width: 18, height: 18, color: vars.color.accent }));
