import {
  COMPANY_LINE_GAP_MS,
  CUSTOM_LINE_GAP_MS,
  DEFAULT_CONSTELLATION_NAME,
  PARROT_LINE_GAP_MS,
} from '../core/constants';
import { COMPANY_FIGURE, PARROT_FIGURE } from '../core/presets';
import { canReveal } from './derived';
import { chainSegments, figureSegments, type GetSky, type LineAnimation, type SetSky } from './lineAnimation';
import type { SkyState } from './state';

export type FiguresSlice = Omit<
  SkyState,
  'background' | 'stars' | 'cursor' | 'placeStar' | 'moveCursor' | 'placeAtCursor'
>;

/** The lines on the sky: a preset figure (company, parrot) or the visitor's named constellation. */
export function createFiguresSlice(
  set: SetSky,
  get: GetSky,
  lines: LineAnimation,
  reducedMotion: boolean,
): FiguresSlice {
  /** The segments of what is shown now. */
  const shownSegments = () => {
    const preset = get().preset;
    if (preset === 'company') return figureSegments(COMPANY_FIGURE);
    if (preset === 'parrot') return figureSegments(PARROT_FIGURE);
    return chainSegments(get().stars);
  };
  return {
    lines: [],
    preset: 'none',
    revealed: false,
    namingOpen: false,
    name: null,
    reducedMotion,
    showCompany: () => {
      if (get().namingOpen) return;
      set({ preset: 'company' });
      lines.draw(figureSegments(COMPANY_FIGURE), COMPANY_LINE_GAP_MS);
    },
    toggleParrot: () => {
      if (get().namingOpen) return;
      if (get().preset === 'parrot') {
        lines.stop();
        // The visitor's own constellation comes back complete.
        set({ preset: 'none', lines: get().revealed ? lines.complete(chainSegments(get().stars)) : [] });
        return;
      }
      set({ preset: 'parrot' });
      lines.draw(figureSegments(PARROT_FIGURE), PARROT_LINE_GAP_MS);
    },
    reveal: () => {
      if (!canReveal(get()) || get().namingOpen) return;
      set({ namingOpen: true });
    },
    confirmName: (raw) => {
      if (!get().namingOpen) return;
      const name = raw.trim() || DEFAULT_CONSTELLATION_NAME;
      set({ namingOpen: false, name, revealed: true, preset: 'none' });
      lines.draw(chainSegments(get().stars), CUSTOM_LINE_GAP_MS);
    },
    cancelNaming: () => set({ namingOpen: false }),
    reset: () => {
      lines.stop();
      set({
        stars: [],
        lines: [],
        preset: 'none',
        revealed: false,
        namingOpen: false,
        name: null,
        cursor: { x: 0.5, y: 0.5 },
      });
    },
    setReducedMotion: (reduced) => {
      set({ reducedMotion: reduced });
      if (reduced && lines.animating()) {
        // Finish what is animating at once rather than leaving half-drawn lines.
        const segments = shownSegments();
        lines.stop();
        set({ lines: lines.complete(segments) });
      }
    },
    dispose: lines.stop,
  };
}
