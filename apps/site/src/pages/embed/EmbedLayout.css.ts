import { vars } from '@demos/kit/vars';
import { style } from '@vanilla-extract/css';

// The page alone, with the site's content padding but no minimum height: the frame's height is the
// content's (posted to the embedding page).
export const root = style({
  width: '100%',
  maxWidth: '80rem',
  margin: '0 auto',
  padding: `${vars.space.lg} clamp(0.75rem, 3vw, 1.5rem)`,
  minWidth: 0,
  selectors: { '&:focus': { outline: 'none' } },
});
