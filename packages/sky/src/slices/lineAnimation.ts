import { type Clock, createIdGenerator, type TimerId } from '@demos/kit';
import type { StoreApi } from 'zustand/vanilla';
import { ANIMATION_TICK_MS, LINE_DURATION_MS } from '../core/constants';
import type { PresetFigure, SkyPoint } from '../core/presets';
import type { SkyLine } from '../core/scene';
import type { SkyState } from './state';

export type SetSky = StoreApi<SkyState>['setState'];
export type GetSky = StoreApi<SkyState>['getState'];

export interface Segment {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

export const figureSegments = (figure: PresetFigure): Segment[] =>
  figure.lines.map(([a, b]) => {
    const from = figure.points[a] as SkyPoint;
    const to = figure.points[b] as SkyPoint;
    return { x1: from.x, y1: from.y, x2: to.x, y2: to.y };
  });

export const chainSegments = (stars: readonly SkyPoint[]): Segment[] =>
  stars.slice(1).map((to, i) => {
    const from = stars[i] as SkyPoint;
    return { x1: from.x, y1: from.y, x2: to.x, y2: to.y };
  });

export const clamp01 = (value: number) => Math.min(1, Math.max(0, value));

/** Draws the sky's lines one after another on the injected clock; what the slices share. */
export interface LineAnimation {
  /** Replaces the lines with `segments`, drawn `gap` ms apart (at once with reduced motion). */
  draw(segments: Segment[], gap: number): void;
  /** Adds one line, animated unless motion is reduced. */
  add(segment: Segment): void;
  /** Lines drawn completely, with fresh ids. */
  complete(segments: Segment[]): SkyLine[];
  /** True while a line is still to start or to finish. */
  animating(): boolean;
  /** Stops every timer (lines stay as they are). */
  stop(): void;
}

export function createLineAnimation(set: SetSky, get: GetSky, clock: Clock): LineAnimation {
  const nextLineId = createIdGenerator('line');
  let pending: TimerId[] = [];
  let ticker: TimerId | undefined;
  /** When each animated line started, by line id. */
  const startedAt = new Map<string, number>();
  const complete = (segments: Segment[]) =>
    segments.map((segment) => ({ id: nextLineId(), ...segment, progress: 1 }));

  const stop = () => {
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

  const start = (segment: Segment) => {
    const line: SkyLine = { id: nextLineId(), ...segment, progress: 0 };
    startedAt.set(line.id, clock.now());
    set((s) => ({ lines: [...s.lines, line] }));
    if (ticker === undefined) ticker = clock.setInterval(tick, ANIMATION_TICK_MS);
  };

  return {
    draw(segments, gap) {
      stop();
      if (get().reducedMotion) {
        set({ lines: complete(segments) });
        return;
      }
      set({ lines: [] });
      segments.forEach((segment, index) => {
        if (index === 0) {
          start(segment);
          return;
        }
        const timer = clock.setTimeout(() => {
          pending = pending.filter((id) => id !== timer);
          start(segment);
        }, index * gap);
        pending.push(timer);
      });
    },
    add(segment) {
      if (get().reducedMotion) set((s) => ({ lines: [...s.lines, ...complete([segment])] }));
      else start(segment);
    },
    complete,
    animating: () => pending.length > 0 || ticker !== undefined,
    stop,
  };
}
