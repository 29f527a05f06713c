import { type Clock, type Random, systemClock, systemRandom } from '@demos/kit';
import { createStore } from 'zustand/vanilla';
import type { SkyPoint } from './core/presets';
import type { BackgroundStar, PlacedStar, SkyLine } from './core/scene';

import { createFiguresSlice } from './slices/figuresSlice';
import { createLineAnimation } from './slices/lineAnimation';
import { createStarsSlice } from './slices/starsSlice';

// The state is built from slices (the stars, the figures drawn over them) sharing one line
// animation on the injected clock; what the views derive from it lives in slices/derived.ts.
export { canPlaceStars, canReveal, presetPoints } from './slices/derived';

export type Preset = 'none' | 'company' | 'parrot';

export interface SkyState {
  background: BackgroundStar[];
  stars: PlacedStar[];
  lines: SkyLine[];
  preset: Preset;
  /** True once the visitor's own constellation has been named and drawn. */
  revealed: boolean;
  namingOpen: boolean;
  name: string | null;
  /** The keyboard cursor, in sky coordinates. */
  cursor: SkyPoint;
  reducedMotion: boolean;

  /** Places a star; ignored (returns false) while a preset is shown or the naming dialog is open. */
  placeStar: (x: number, y: number) => boolean;
  moveCursor: (dx: number, dy: number, big?: boolean) => void;
  placeAtCursor: () => boolean;
  showCompany: () => void;
  /** Shows the parrot, or hides it when it is shown. */
  toggleParrot: () => void;
  /** Opens the naming dialog (only when Reveal is allowed). */
  reveal: () => void;
  confirmName: (name: string) => void;
  cancelNaming: () => void;
  reset: () => void;
  setReducedMotion: (reduced: boolean) => void;
  /** Stops every timer (page unmount). */
  dispose: () => void;
}

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
