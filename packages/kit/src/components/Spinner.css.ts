import { keyframes, style } from '@vanilla-extract/css';
import { layered } from './layered';

const rotate = keyframes({ to: { transform: 'rotate(360deg)' } });

/**
 * The one spinning motion of the site. It turns only for visitors who have not asked for reduced
 * motion; for them the icon stays still (its label or the text beside it says what is going on).
 */
export const spin = style(
  layered({
    '@media': { '(prefers-reduced-motion: no-preference)': { animation: `${rotate} 0.9s linear infinite` } },
  }),
);
