import { vars } from '@demos/kit/vars';
import { globalStyle, style } from '@vanilla-extract/css';

export const page = style({ display: 'grid', gap: vars.space.xl, minWidth: 0, maxWidth: '64rem' });
export const columns = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 24rem), 1fr))',
  alignItems: 'start',
});
// Tall enough for the whole sample, so it reads from the top without scrolling.
export const log = style({ height: 'auto', minHeight: '18rem' });
export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const features = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const feature = style({ display: 'flex', gap: vars.space.sm, alignItems: 'flex-start' });
export const featureIcon = style({ flexShrink: 0, marginTop: 3, color: vars.color.success });
export const featureText = style({ display: 'grid', gap: vars.space.xxs, fontSize: vars.fontSize.sm });
export const muted = style({ color: vars.color.textMuted });
export const steps = style({
  margin: 0,
  paddingLeft: vars.space.xl,
  display: 'grid',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
});
export const disclaimer = style({
  display: 'flex',
  gap: vars.space.md,
  alignItems: 'flex-start',
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.warning}`,
  background: vars.color.warningSoft,
  fontSize: vars.fontSize.sm,
});
export const disclaimerIcon = style({ flexShrink: 0, color: vars.color.warning, marginTop: 2 });
export const disclaimerTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: 650 });
globalStyle(`${disclaimer} p`, { margin: 0 });
export const disclaimerBody = style({ display: 'grid', gap: vars.space.xs });

/**
 * Five rules: on a phone (two per row) the fifth would sit alone in half a row; it takes the whole
 * row instead, so the block ends square.
 */
export const rules = style({});
globalStyle(`${rules} > :last-child:nth-child(odd)`, {
  // Two columns of at least 8.5rem below 472 px (the page's padding included), three from there.
  '@media': { 'screen and (max-width: 470px)': { gridColumn: '1 / -1' } },
});
