// @vitest-environment node
import { seededRandom, systemClock } from '@demos/kit';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BACKGROUND_STAR_COUNT,
  COMPANY_LINE_GAP_MS,
  CUSTOM_LINE_GAP_MS,
  DEFAULT_CONSTELLATION_NAME,
  LINE_DURATION_MS,
  PARROT_LINE_GAP_MS,
} from './core/constants';
import { COMPANY_FIGURE, PARROT_FIGURE } from './core/presets';
import { canPlaceStars, canReveal, createSkyStore } from './store';

const make = (reducedMotion = false) =>
  createSkyStore({ clock: systemClock, random: seededRandom(7), reducedMotion });

describe('sky store', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts with 150 background stars inside the sky and nothing placed', () => {
    const store = make();
    const s = store.getState();
    expect(BACKGROUND_STAR_COUNT).toBe(150);
    expect(s.background).toHaveLength(150);
    for (const star of s.background) {
      expect(star.x).toBeGreaterThanOrEqual(0);
      expect(star.x).toBeLessThan(1);
      expect(star.y).toBeGreaterThanOrEqual(0);
      expect(star.y).toBeLessThan(1);
    }
    expect(s.stars).toEqual([]);
    expect(s.preset).toBe('none');
    expect(canReveal(s)).toBe(false);
  });

  it('places stars with ids, clamped to the sky, and enables Reveal at 3', () => {
    const store = make();
    expect(store.getState().placeStar(0.1, 0.2)).toBe(true);
    store.getState().placeStar(1.4, -0.3);
    expect(canReveal(store.getState())).toBe(false);
    store.getState().placeStar(0.5, 0.5);
    expect(store.getState().stars).toEqual([
      { id: 'star-1', x: 0.1, y: 0.2 },
      { id: 'star-2', x: 1, y: 0 },
      { id: 'star-3', x: 0.5, y: 0.5 },
    ]);
    expect(canReveal(store.getState())).toBe(true);
  });

  it('ignores clicks while a preset is shown or the naming dialog is open', () => {
    const store = make();
    store.getState().showCompany();
    expect(canPlaceStars(store.getState())).toBe(false);
    expect(store.getState().placeStar(0.3, 0.3)).toBe(false);
    store.getState().reset();
    store.getState().toggleParrot();
    expect(store.getState().placeStar(0.3, 0.3)).toBe(false);
    store.getState().toggleParrot();
    for (const [x, y] of [
      [0.1, 0.1],
      [0.2, 0.2],
      [0.3, 0.1],
    ] as const)
      store.getState().placeStar(x, y);
    store.getState().reveal();
    expect(store.getState().namingOpen).toBe(true);
    expect(store.getState().placeStar(0.9, 0.9)).toBe(false);
    expect(store.getState().stars).toHaveLength(3);
  });

  it('disables Reveal while the parrot preset is shown, and the parrot button toggles', () => {
    const store = make();
    for (const x of [0.1, 0.2, 0.3]) store.getState().placeStar(x, 0.5);
    store.getState().toggleParrot();
    expect(store.getState().preset).toBe('parrot');
    expect(canReveal(store.getState())).toBe(false);
    store.getState().reveal();
    expect(store.getState().namingOpen).toBe(false);
    store.getState().toggleParrot();
    expect(store.getState().preset).toBe('none');
    expect(store.getState().lines).toEqual([]);
    expect(canReveal(store.getState())).toBe(true);
  });

  it('draws company lines one after another, 80 ms apart, each over 200 ms', () => {
    const store = make();
    const total = COMPANY_FIGURE.lines.length;
    store.getState().showCompany();
    expect(store.getState().lines).toHaveLength(1);
    expect(store.getState().lines[0]?.progress).toBe(0);
    vi.advanceTimersByTime(COMPANY_LINE_GAP_MS - 1);
    expect(store.getState().lines).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getState().lines).toHaveLength(2);
    vi.advanceTimersByTime(COMPANY_LINE_GAP_MS);
    expect(store.getState().lines).toHaveLength(3);
    // The first line started at 0 and is halfway at 100 ms... it is now at 160 ms.
    expect(store.getState().lines[0]?.progress).toBeGreaterThan(0.7);
    expect(store.getState().lines[0]?.progress).toBeLessThan(1);
    vi.advanceTimersByTime(LINE_DURATION_MS - 2 * COMPANY_LINE_GAP_MS + 16);
    expect(store.getState().lines[0]?.progress).toBe(1);
    vi.advanceTimersByTime((total - 1) * COMPANY_LINE_GAP_MS + LINE_DURATION_MS);
    expect(store.getState().lines).toHaveLength(total);
    expect(store.getState().lines.every((line) => line.progress === 1)).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('draws parrot lines 100 ms apart', () => {
    const store = make();
    store.getState().toggleParrot();
    vi.advanceTimersByTime(PARROT_LINE_GAP_MS - 1);
    expect(store.getState().lines).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getState().lines).toHaveLength(2);
    vi.advanceTimersByTime((PARROT_FIGURE.lines.length - 2) * PARROT_LINE_GAP_MS + LINE_DURATION_MS);
    expect(store.getState().lines).toHaveLength(PARROT_FIGURE.lines.length);
    expect(store.getState().lines.every((line) => line.progress === 1)).toBe(true);
  });

  it('names a revealed constellation (blank becomes the default) and joins the stars 100 ms apart', () => {
    const store = make();
    for (const [x, y] of [
      [0.1, 0.1],
      [0.2, 0.3],
      [0.4, 0.2],
      [0.6, 0.6],
    ] as const)
      store.getState().placeStar(x, y);
    store.getState().reveal();
    store.getState().confirmName('   ');
    expect(store.getState().name).toBe(DEFAULT_CONSTELLATION_NAME);
    expect(store.getState().namingOpen).toBe(false);
    expect(store.getState().revealed).toBe(true);
    expect(store.getState().lines).toHaveLength(1);
    expect(store.getState().lines[0]).toMatchObject({ x1: 0.1, y1: 0.1, x2: 0.2, y2: 0.3 });
    vi.advanceTimersByTime(CUSTOM_LINE_GAP_MS);
    expect(store.getState().lines).toHaveLength(2);
    vi.advanceTimersByTime(CUSTOM_LINE_GAP_MS + LINE_DURATION_MS);
    expect(store.getState().lines).toHaveLength(3);
    expect(store.getState().lines.every((line) => line.progress === 1)).toBe(true);

    store.getState().placeStar(0.9, 0.2);
    expect(store.getState().lines).toHaveLength(4);
    expect(store.getState().lines[3]).toMatchObject({ x1: 0.6, y1: 0.6, x2: 0.9, y2: 0.2, progress: 0 });
  });

  it('keeps a typed name (trimmed) and cancelling leaves everything as it was', () => {
    const store = make();
    for (const x of [0.1, 0.2, 0.3]) store.getState().placeStar(x, 0.5);
    store.getState().reveal();
    store.getState().cancelNaming();
    expect(store.getState()).toMatchObject({ namingOpen: false, revealed: false, name: null, lines: [] });
    store.getState().reveal();
    store.getState().confirmName('  Orion’s Cat ');
    expect(store.getState().name).toBe('Orion’s Cat');
  });

  it('shows lines at once with reduced motion', () => {
    const store = make(true);
    store.getState().showCompany();
    expect(store.getState().lines).toHaveLength(COMPANY_FIGURE.lines.length);
    expect(store.getState().lines.every((line) => line.progress === 1)).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('finishes a running animation when reduced motion turns on', () => {
    const store = make();
    store.getState().toggleParrot();
    store.getState().setReducedMotion(true);
    expect(store.getState().lines).toHaveLength(PARROT_FIGURE.lines.length);
    expect(store.getState().lines.every((line) => line.progress === 1)).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('Reset clears everything and stops timers; dispose stops timers', () => {
    const store = make();
    for (const x of [0.1, 0.2, 0.3]) store.getState().placeStar(x, 0.5);
    store.getState().showCompany();
    store.getState().moveCursor(1, 1, true);
    store.getState().reset();
    expect(store.getState()).toMatchObject({
      stars: [],
      lines: [],
      preset: 'none',
      revealed: false,
      namingOpen: false,
      name: null,
      cursor: { x: 0.5, y: 0.5 },
    });
    expect(vi.getTimerCount()).toBe(0);
    store.getState().toggleParrot();
    store.getState().dispose();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('moves the keyboard cursor in small or big steps, within the sky, and places stars at it', () => {
    const store = make();
    store.getState().moveCursor(1, 0);
    store.getState().moveCursor(0, -1, true);
    expect(store.getState().cursor.x).toBeCloseTo(0.52);
    expect(store.getState().cursor.y).toBeCloseTo(0.4);
    for (let i = 0; i < 10; i++) store.getState().moveCursor(-1, 0, true);
    expect(store.getState().cursor.x).toBe(0);
    expect(store.getState().placeAtCursor()).toBe(true);
    expect(store.getState().stars[0]).toMatchObject({ x: 0, y: expect.closeTo(0.4) });
  });
});
