import { vars } from '@demos/kit/vars';
import { style } from '@vanilla-extract/css';

// Loaded with the panel (PropsControls), not with the page: the page's first load does not grow.
/** The props' controls and their live preview. */
export const controls = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });
export const controlGrid = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 16rem), 1fr))',
  alignItems: 'start',
});
/** The page in its own document (its embed), scrolled inside the frame. */
export const preview = style({
  width: '100%',
  height: '36rem',
  maxHeight: '75vh',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.bg,
});
