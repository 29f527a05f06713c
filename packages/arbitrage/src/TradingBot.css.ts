import { vars } from '@demos/kit/vars';
import { globalStyle, style } from '@vanilla-extract/css';

export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  paddingTop: vars.space.lg,
  minWidth: 0,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    'screen and (min-width: 1024px)': {
      gridTemplateColumns: 'minmax(0, 2fr) minmax(17rem, 1fr)',
      gridTemplateAreas: '"controls controls" "chart settings" "log notifications"',
    },
  },
});
export const controlsCard = style({
  '@media': { 'screen and (min-width: 1024px)': { gridArea: 'controls' } },
});
export const settingsCard = style({
  '@media': { 'screen and (min-width: 1024px)': { gridArea: 'settings' } },
});
export const logCard = style({ '@media': { 'screen and (min-width: 1024px)': { gridArea: 'log' } } });
export const notificationsCard = style({
  '@media': { 'screen and (min-width: 1024px)': { gridArea: 'notifications' } },
});

export const badges = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  justifyContent: 'flex-end',
});
export const controls = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const chartCard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.sm,
  '@media': { 'screen and (min-width: 1024px)': { gridArea: 'chart' } },
});
export const chartHeader = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});
export const chartTitle = style({ fontSize: vars.fontSize.lg, fontWeight: 650, margin: 0 });
export const priceUp = style({ fontFamily: vars.font.mono, fontWeight: 600, color: vars.color.success });
export const priceDown = style({ fontFamily: vars.font.mono, fontWeight: 600, color: vars.color.danger });
export const muted = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: 400,
  margin: 0,
});

const chartHeight = '22rem';
// The chart's canvases carry z-indexes; isolate them so they never rise above dialogs.
export const chartFrame = style({
  position: 'relative',
  isolation: 'isolate',
  height: chartHeight,
  minWidth: 0,
});
export const chartCanvas = style({ position: 'absolute', inset: 0 });
export const chartEmpty = style({
  display: 'grid',
  placeItems: 'center',
  height: chartHeight,
  borderRadius: vars.radius.md,
  border: `1px dashed ${vars.color.borderStrong}`,
  background: vars.color.surfaceSunken,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
export const attribution = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.xs });
globalStyle(`${attribution} a`, { color: vars.color.accent });

export const settings = style({ display: 'grid', gap: vars.space.lg });

// The kit keeps an empty log one line tall; with output it takes the panel's working height.
export const log = style({ selectors: { '&[data-state="output"]': { height: '16rem' } } });
export const notifications = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
});
export const notificationsScroll = style({
  maxHeight: '16rem',
  overflowY: 'auto',
  borderRadius: vars.radius.md,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } },
});
export const notification = style({
  display: 'flex',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  fontSize: vars.fontSize.sm,
});
export const notificationIcon = style({ flexShrink: 0, marginTop: 2, color: vars.color.accent });
