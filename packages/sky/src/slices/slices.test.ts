// @vitest-environment node
import { createManualClock, seededRandom } from '@demos/kit';
import { describe, expect, it } from 'vitest';
import { createStore } from 'zustand/vanilla';
import {
  COMPANY_LINE_GAP_MS,
  CURSOR_STEP,
  DEFAULT_CONSTELLATION_NAME,
  LINE_DURATION_MS,
} from '../core/constants';
import { COMPANY_FIGURE } from '../core/presets';
import { createFiguresSlice } from './figuresSlice';
import { createLineAnimation, type GetSky, type LineAnimation, type SetSky } from './lineAnimation';
import { createStarsSlice } from './starsSlice';
import type { SkyState } from './state';

/** One slice over plain values for the rest of the state, with a line animation on a manual clock. */
function harness(
  slice: (set: SetSky, get: GetSky, lines: LineAnimation) => Partial<SkyState>,
  rest: Partial<SkyState> = {},
) {
  const clock = createManualClock();
  let animation: LineAnimation | undefined;
  const store = createStore<SkyState>()((set, get) => {
    const lines = createLineAnimation(set, get, clock);
    animation = lines;
    return {
      stars: [],
      lines: [],
      preset: 'none',
      revealed: false,
      namingOpen: false,
      reducedMotion: false,
      ...slice(set, get, lines),
      ...rest,
    } as SkyState;
  });
  return { s: () => store.getState(), clock, lines: animation as LineAnimation };
}

describe('line animation', () => {
  it('starts the lines one gap apart and grows each to full length, then stops its timers', () => {
    const { s, clock, lines } = harness(() => ({}));
    const segment = { x1: 0, y1: 0, x2: 1, y2: 1 };
    lines.draw([segment, segment], 100);
    expect(s().lines.map((line) => line.progress)).toEqual([0]);
    clock.advance(100);
    expect(s().lines).toHaveLength(2);
    clock.advance(LINE_DURATION_MS + 100);
    expect(s().lines.map((line) => line.progress)).toEqual([1, 1]);
    expect(clock.pendingTimers()).toBe(0);
  });
});

describe('stars slice', () => {
  it('places stars inside the sky, moves the cursor by steps, and refuses while a preset shows', () => {
    const { s } = harness((set, get, lines) => createStarsSlice(set, get, lines, seededRandom(1)));
    expect(s().placeStar(1.5, -2)).toBe(true);
    expect(s().stars[0]).toMatchObject({ x: 1, y: 0 });
    s().moveCursor(1, 0);
    expect(s().cursor.x).toBeCloseTo(0.5 + CURSOR_STEP);
    expect(s().placeAtCursor()).toBe(true);
    expect(s().stars).toHaveLength(2);
    expect(s().lines).toEqual([]);
  });

  it('joins a new star to the revealed figure', () => {
    const { s } = harness((set, get, lines) => createStarsSlice(set, get, lines, seededRandom(1)), {
      revealed: true,
      reducedMotion: true,
    });
    s().placeStar(0.1, 0.1);
    s().placeStar(0.2, 0.2);
    expect(s().lines).toMatchObject([{ x1: 0.1, y1: 0.1, x2: 0.2, y2: 0.2, progress: 1 }]);
  });
});

describe('figures slice', () => {
  const stars = [
    { id: 'a', x: 0.1, y: 0.1 },
    { id: 'b', x: 0.2, y: 0.2 },
    { id: 'c', x: 0.3, y: 0.3 },
  ];

  it('draws the company figure line by line, and finishes it at once when motion becomes reduced', () => {
    const { s, clock } = harness((set, get, lines) => createFiguresSlice(set, get, lines, false));
    s().showCompany();
    clock.advance(COMPANY_LINE_GAP_MS);
    expect(s().lines.length).toBeLessThan(COMPANY_FIGURE.lines.length);
    s().setReducedMotion(true);
    expect(s().lines).toHaveLength(COMPANY_FIGURE.lines.length);
    expect(s().lines.every((line) => line.progress === 1)).toBe(true);
    expect(clock.pendingTimers()).toBe(0);
  });

  it('names the constellation (a blank name gets the default) and brings it back after the parrot', () => {
    const { s } = harness((set, get, lines) => createFiguresSlice(set, get, lines, true), { stars });
    s().reveal();
    s().confirmName('  ');
    expect(s()).toMatchObject({ revealed: true, namingOpen: false, name: DEFAULT_CONSTELLATION_NAME });
    expect(s().lines).toHaveLength(2);
    s().toggleParrot();
    expect(s().preset).toBe('parrot');
    s().toggleParrot();
    expect(s()).toMatchObject({ preset: 'none', lines: [{ x1: 0.1 }, { x1: 0.2 }] });
    s().reset();
    expect(s()).toMatchObject({ stars: [], lines: [], revealed: false, name: null });
  });
});
