import { MIN_STARS_TO_REVEAL } from './core/constants';
import type { SkyState } from './store';

/** The line under the sky: what is shown and what to do next. */
export function skyStatus(preset: SkyState['preset'], stars: number, name: string | null): string {
  if (preset === 'company') return 'Showing the company constellation. Press Reset to place your own stars.';
  if (preset === 'parrot') return 'Showing the parrot constellation. Press Hide to go back to your sky.';
  if (stars < MIN_STARS_TO_REVEAL)
    return `Place at least ${MIN_STARS_TO_REVEAL} stars, then press Reveal to join them.`;
  if (name) return `“${name}” is revealed. New stars join it as you place them.`;
  return 'Press Reveal to join your stars and name your constellation.';
}
