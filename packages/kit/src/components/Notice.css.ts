import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** A calm notice in the theme's neutral colours (never an error), e.g. a tool that is unavailable. */
export const notice = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  scrollMarginBlock: vars.space.xl,
  selectors: {
    // Pointed to by the action it blocks: the accent ring says "this is why nothing happened".
    '&[data-emphasised]': {
      borderColor: vars.color.accent,
      boxShadow: `0 0 0 3px ${vars.color.accentSoft}`,
    },
  },
});

const flash = keyframes({
  from: { background: vars.color.accentSoft },
  to: { background: 'transparent' },
});

export const line = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  margin: `calc(-1 * ${vars.space.xs})`,
  padding: vars.space.xs,
  borderRadius: vars.radius.sm,
  selectors: {
    [`${notice}[data-emphasised] &`]: { animation: `${flash} 1.2s ease-out` },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      selectors: { [`${notice}[data-emphasised] &`]: { animation: 'none' } },
    },
  },
});

/** A fixed 16 px icon that never shrinks beside a long line. */
export const icon = style({ flexShrink: 0, width: 16, height: 16, marginTop: 2, color: vars.color.accent });
