import { createIdGenerator, type Random } from '@demos/kit';
import { CURSOR_BIG_STEP, CURSOR_STEP } from '../core/constants';
import { createBackgroundStars, type PlacedStar } from '../core/scene';
import { canPlaceStars } from './derived';
import { clamp01, type GetSky, type LineAnimation, type SetSky } from './lineAnimation';
import type { SkyState } from './state';

export type StarsSlice = Pick<
  SkyState,
  'background' | 'stars' | 'cursor' | 'placeStar' | 'moveCursor' | 'placeAtCursor'
>;

/** The sky and the visitor's stars, placed by pointer or by the keyboard cursor. */
export function createStarsSlice(set: SetSky, get: GetSky, lines: LineAnimation, random: Random): StarsSlice {
  const nextStarId = createIdGenerator('star');
  const placeStar = (x: number, y: number) => {
    if (!canPlaceStars(get())) return false;
    const star: PlacedStar = { id: nextStarId(), x: clamp01(x), y: clamp01(y) };
    const previous = get().stars.at(-1);
    set((s) => ({ stars: [...s.stars, star] }));
    // Once revealed, new stars join the figure straight away.
    if (get().revealed && previous) lines.add({ x1: previous.x, y1: previous.y, x2: star.x, y2: star.y });
    return true;
  };
  return {
    background: createBackgroundStars(random),
    stars: [],
    cursor: { x: 0.5, y: 0.5 },
    placeStar,
    moveCursor: (dx, dy, big = false) => {
      const step = big ? CURSOR_BIG_STEP : CURSOR_STEP;
      set((s) => ({ cursor: { x: clamp01(s.cursor.x + dx * step), y: clamp01(s.cursor.y + dy * step) } }));
    },
    placeAtCursor: () => placeStar(get().cursor.x, get().cursor.y),
  };
}
