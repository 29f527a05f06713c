import {
  type Clock,
  createIdGenerator,
  type Random,
  systemClock,
  systemRandom,
  type TimerId,
} from '@demos/kit';
import { createStore } from 'zustand/vanilla';
import {
  ANIMATION_TICK_MS,
  COMPANY_LINE_GAP_MS,
  CURSOR_BIG_STEP,
  CURSOR_STEP,
  CUSTOM_LINE_GAP_MS,
  DEFAULT_CONSTELLATION_NAME,
  LINE_DURATION_MS,
  MIN_STARS_TO_REVEAL,
  PARROT_LINE_GAP_MS,
} from './core/constants';
import { COMPANY_FIGURE, PARROT_FIGURE, type PresetFigure, type SkyPoint } from './core/presets';
import { type BackgroundStar, createBackgroundStars, type PlacedStar, type SkyLine } from './core/scene';

export type Preset = 'none' | 'company' | 'parrot';

interface Segment {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

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

export const canPlaceStars = (s: Pick<SkyState, 'preset' | 'namingOpen'>) =>
  s.preset === 'none' && !s.namingOpen;
export const canReveal = (s: Pick<SkyState, 'preset' | 'stars'>) =>
  s.stars.length >= MIN_STARS_TO_REVEAL && s.preset !== 'parrot';
export const presetPoints = (preset: Preset): readonly SkyPoint[] =>
  preset === 'company' ? COMPANY_FIGURE.points : preset === 'parrot' ? PARROT_FIGURE.points : [];

const figureSegments = (figure: PresetFigure): Segment[] =>
  figure.lines.map(([a, b]) => {
    const from = figure.points[a] as SkyPoint;
    const to = figure.points[b] as SkyPoint;
    return { x1: from.x, y1: from.y, x2: to.x, y2: to.y };
  });

const chainSegments = (stars: readonly SkyPoint[]): Segment[] =>
  stars.slice(1).map((to, i) => {
    const from = stars[i] as SkyPoint;
    return { x1: from.x, y1: from.y, x2: to.x, y2: to.y };
  });

const clamp01 = (value: number) => Math.min(1, Math.max(0, value));

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
  const nextStarId = createIdGenerator('star');
  const nextLineId = createIdGenerator('line');
  let pending: TimerId[] = [];
  let ticker: TimerId | undefined;
  /** When each animated line started, by line id. */
  const startedAt = new Map<string, number>();

  return createStore<SkyState>()((set, get) => {
    const stopAnimation = () => {
      for (const id of pending) clock.clearTimeout(id);
      pending = [];
      clock.clearInterval(ticker);
      ticker = undefined;
      startedAt.clear();
    };

    const tick = () => {
      const now = clock.now();
      const lines = get().lines.map((line) => {
        const start = startedAt.get(line.id);
        if (start === undefined || line.progress >= 1) return line;
        return { ...line, progress: clamp01((now - start) / LINE_DURATION_MS) };
      });
      set({ lines });
      if (pending.length === 0 && lines.every((line) => line.progress >= 1)) {
        clock.clearInterval(ticker);
        ticker = undefined;
        startedAt.clear();
      }
    };

    const startLine = (segment: Segment) => {
      const line: SkyLine = { id: nextLineId(), ...segment, progress: 0 };
      startedAt.set(line.id, clock.now());
      set((s) => ({ lines: [...s.lines, line] }));
      if (ticker === undefined) ticker = clock.setInterval(tick, ANIMATION_TICK_MS);
    };

    /** Replaces the lines with `segments`, drawn one after another `gap` ms apart (at once with reduced motion). */
    const drawLines = (segments: Segment[], gap: number) => {
      stopAnimation();
      if (get().reducedMotion) {
        set({ lines: segments.map((segment) => ({ id: nextLineId(), ...segment, progress: 1 })) });
        return;
      }
      set({ lines: [] });
      segments.forEach((segment, index) => {
        if (index === 0) {
          startLine(segment);
          return;
        }
        const timer = clock.setTimeout(() => {
          pending = pending.filter((id) => id !== timer);
          startLine(segment);
        }, index * gap);
        pending.push(timer);
      });
    };

    /** Lines of the visitor's own constellation, complete (used when a preset is hidden). */
    const customLines = (): SkyLine[] =>
      get().revealed
        ? chainSegments(get().stars).map((segment) => ({ id: nextLineId(), ...segment, progress: 1 }))
        : [];

    const placeStar = (x: number, y: number) => {
      if (!canPlaceStars(get())) return false;
      const star: PlacedStar = { id: nextStarId(), x: clamp01(x), y: clamp01(y) };
      const previous = get().stars.at(-1);
      set((s) => ({ stars: [...s.stars, star] }));
      // Once revealed, new stars join the figure straight away.
      if (get().revealed && previous) {
        const segment = { x1: previous.x, y1: previous.y, x2: star.x, y2: star.y };
        if (get().reducedMotion)
          set((s) => ({ lines: [...s.lines, { id: nextLineId(), ...segment, progress: 1 }] }));
        else startLine(segment);
      }
      return true;
    };

    return {
      background: createBackgroundStars(random),
      stars: [],
      lines: [],
      preset: 'none',
      revealed: false,
      namingOpen: false,
      name: null,
      cursor: { x: 0.5, y: 0.5 },
      reducedMotion,

      placeStar,
      moveCursor: (dx, dy, big = false) => {
        const step = big ? CURSOR_BIG_STEP : CURSOR_STEP;
        set((s) => ({ cursor: { x: clamp01(s.cursor.x + dx * step), y: clamp01(s.cursor.y + dy * step) } }));
      },
      placeAtCursor: () => placeStar(get().cursor.x, get().cursor.y),
      showCompany: () => {
        if (get().namingOpen) return;
        set({ preset: 'company' });
        drawLines(figureSegments(COMPANY_FIGURE), COMPANY_LINE_GAP_MS);
      },
      toggleParrot: () => {
        if (get().namingOpen) return;
        if (get().preset === 'parrot') {
          stopAnimation();
          set({ preset: 'none', lines: customLines() });
          return;
        }
        set({ preset: 'parrot' });
        drawLines(figureSegments(PARROT_FIGURE), PARROT_LINE_GAP_MS);
      },
      reveal: () => {
        if (!canReveal(get()) || get().namingOpen) return;
        set({ namingOpen: true });
      },
      confirmName: (raw) => {
        if (!get().namingOpen) return;
        const name = raw.trim() || DEFAULT_CONSTELLATION_NAME;
        set({ namingOpen: false, name, revealed: true, preset: 'none' });
        drawLines(chainSegments(get().stars), CUSTOM_LINE_GAP_MS);
      },
      cancelNaming: () => set({ namingOpen: false }),
      reset: () => {
        stopAnimation();
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
        if (reduced && (pending.length > 0 || ticker !== undefined)) {
          // Finish what is animating at once rather than leaving half-drawn lines.
          const preset = get().preset;
          const segments =
            preset === 'company'
              ? figureSegments(COMPANY_FIGURE)
              : preset === 'parrot'
                ? figureSegments(PARROT_FIGURE)
                : chainSegments(get().stars);
          stopAnimation();
          set({ lines: segments.map((segment) => ({ id: nextLineId(), ...segment, progress: 1 })) });
        }
      },
      dispose: stopAnimation,
    };
  });
}

export type SkyStore = ReturnType<typeof createSkyStore>;
