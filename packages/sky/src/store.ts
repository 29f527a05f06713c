import { type Clock, type Random, systemClock, systemRandom } from '@demos/kit';
import { createStore } from 'zustand/vanilla';

import { createFiguresSlice } from './slices/figuresSlice';
import { createLineAnimation } from './slices/lineAnimation';
import { createStarsSlice } from './slices/starsSlice';
import type { SkyState } from './slices/state';

// The state is built from slices (the stars, the figures drawn over them) sharing one line
// animation on the injected clock; what the views derive from it lives in slices/derived.ts.
export { canPlaceStars, canReveal, presetPoints } from './slices/derived';

export interface SkyStoreOptions {
  clock?: Clock;
  random?: Random;
  reducedMotion?: boolean;
}

export function createSkyStore({
  clock = systemClock,
  random = systemRandom,
  reducedMotion = false,
}: SkyStoreOptions = {}) {
  return createStore<SkyState>()((set, get) => {
    const lines = createLineAnimation(set, get, clock);
    return {
      ...createStarsSlice(set, get, lines, random),
      ...createFiguresSlice(set, get, lines, reducedMotion),
    };
  });
}

export type SkyStore = ReturnType<typeof createSkyStore>;

export type { SkyState } from './slices/state';
