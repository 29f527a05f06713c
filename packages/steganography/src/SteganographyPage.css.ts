import { vars } from '@demos/kit/vars';
import { globalStyle, style, styleVariants } from '@vanilla-extract/css';

export const page = style({ display: 'grid', gap: vars.space.xl, maxWidth: '64rem', minWidth: 0 });

export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    'screen and (min-width: 960px)': {
      gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)',
      alignItems: 'start',
    },
  },
});

export const column = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });

export const form = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });

export const field = style({
  display: 'grid',
  gap: vars.space.xs,
  minWidth: 0,
  // The other mode's inputs stay mounted (they keep their choice) but hidden.
  selectors: { '&[hidden]': { display: 'none' } },
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

export const stats = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))',
  gap: vars.space.sm,
  margin: 0,
});
export const stat = style({
  display: 'grid',
  gap: vars.space.xxs,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
  minWidth: 0,
});
globalStyle(`${stat} dt`, { fontSize: vars.fontSize.xs, color: vars.color.textMuted });
globalStyle(`${stat} dd`, {
  margin: 0,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const preview = style({
  display: 'grid',
  placeItems: 'center',
  minHeight: '10rem',
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  // A checkerboard so transparent pixels stay visible in both themes.
  backgroundColor: vars.color.surfaceSunken,
  backgroundImage: `linear-gradient(45deg, ${vars.color.border} 25%, transparent 25%, transparent 75%, ${vars.color.border} 75%), linear-gradient(45deg, ${vars.color.border} 25%, transparent 25%, transparent 75%, ${vars.color.border} 75%)`,
  backgroundSize: '16px 16px',
  backgroundPosition: '0 0, 8px 8px',
  overflow: 'hidden',
});
export const previewImage = style({
  maxWidth: '100%',
  maxHeight: '18rem',
  objectFit: 'contain',
  display: 'block',
});
export const empty = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  textAlign: 'center',
});

const statusBase = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'flex-start',
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: '1px solid',
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
  minWidth: 0,
});
export const status = styleVariants({
  danger: [
    statusBase,
    { color: vars.color.danger, background: vars.color.dangerSoft, borderColor: vars.color.danger },
  ],
  success: [
    statusBase,
    { color: vars.color.success, background: vars.color.successSoft, borderColor: vars.color.success },
  ],
  info: [
    statusBase,
    { color: vars.color.info, background: vars.color.infoSoft, borderColor: vars.color.info },
  ],
});
export const statusIcon = style({ flexShrink: 0, marginTop: 2 });

export const fileCard = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });
export const fileName = style({
  margin: 0,
  fontWeight: 600,
  fontSize: vars.fontSize.md,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const fits = styleVariants({
  yes: { color: vars.color.success },
  no: { color: vars.color.danger },
});

export const notes = style({
  margin: 0,
  paddingLeft: vars.space.lg,
  display: 'grid',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const panel = style({ paddingTop: vars.space.md, minWidth: 0 });

export const choice = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  alignItems: 'center',
  margin: 0,
  padding: 0,
  border: 'none',
  minWidth: 0,
  selectors: { '&[hidden]': { display: 'none' } },
});

export const choiceLegend = style({
  float: 'left',
  marginRight: vars.space.sm,
  padding: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
});

export const choiceOption = style({ fontSize: vars.fontSize.sm });

export const messageText = style({
  margin: 0,
  padding: vars.space.md,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  maxHeight: '20rem',
  overflowY: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.sm,
});

export const survival = style({
  display: 'grid',
  gap: vars.space.xs,
  marginBottom: vars.space.md,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});

globalStyle(`${survival} p`, { margin: 0 });
