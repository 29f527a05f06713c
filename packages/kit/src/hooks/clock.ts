// kit-shared-chunk: loaded with the shell by every page (the rule is in apps/site/vite.config.ts).
/**
 * Time and randomness for simulations, injected into page stores so tests drive them with fake
 * timers and a seeded generator and can assert the spec's constants exactly.
 */
export type TimerId = ReturnType<typeof setTimeout>;

export interface Clock {
  now: () => number;
  setTimeout: (callback: () => void, ms: number) => TimerId;
  clearTimeout: (id: TimerId | undefined) => void;
  setInterval: (callback: () => void, ms: number) => TimerId;
  clearInterval: (id: TimerId | undefined) => void;
}

/** The real clock. Methods look the globals up on each call, so fake timers installed later apply. */
export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (id) => globalThis.clearTimeout(id),
  setInterval: (callback, ms) => globalThis.setInterval(callback, ms),
  clearInterval: (id) => globalThis.clearInterval(id),
};

/** A generator of floats in [0, 1). */
export type Random = () => number;

export const systemRandom: Random = () => Math.random();

/** mulberry32: a small, fast, seedable generator; good enough for simulations, not for secrets. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A float in [min, max). */
export const randomBetween = (random: Random, min: number, max: number) => min + random() * (max - min);

/** An integer in [min, max], both inclusive. */
export const randomInt = (random: Random, min: number, max: number) =>
  Math.floor(min + random() * (max - min + 1));

export function pickRandom<T>(random: Random, items: readonly T[]): T {
  if (items.length === 0) throw new Error('pickRandom needs at least one item.');
  return items[Math.floor(random() * items.length)] as T;
}

/** Sequential ids for simulated records, per store (no global counters shared between tests). */
export function createIdGenerator(prefix = 'id'): () => string {
  let next = 0;
  return () => `${prefix}-${++next}`;
}

export interface ManualClock extends Clock {
  /** Moves time forward, firing every timer that falls due on the way, in order. */
  advance: (ms: number) => void;
  /** How many timers are armed: a page that cleaned up after itself leaves none. */
  pendingTimers: () => number;
}

interface Timer {
  at: number;
  callback: () => void;
  every?: number;
}

/**
 * A clock that only moves when told to: stories use it to freeze a simulation in a chosen state
 * (mid-run, done) without waiting in real time, and tests use it to prove a timer fires, or no
 * longer can.
 */
export function createManualClock(start = Date.UTC(2026, 0, 15, 9, 30, 0)): ManualClock {
  let now = start;
  let nextId = 1;
  const timers = new Map<number, Timer>();
  const add = (timer: Timer) => {
    const id = nextId++;
    timers.set(id, timer);
    return id as unknown as TimerId;
  };
  const clear = (id: TimerId | undefined) => {
    if (id !== undefined) timers.delete(id as unknown as number);
  };
  return {
    now: () => now,
    setTimeout: (callback, ms) => add({ at: now + ms, callback }),
    setInterval: (callback, ms) => add({ at: now + ms, callback, every: ms }),
    clearTimeout: clear,
    clearInterval: clear,
    pendingTimers: () => timers.size,
    advance: (ms) => {
      const end = now + ms;
      for (;;) {
        let dueId: number | undefined;
        let due: Timer | undefined;
        for (const [id, timer] of timers) {
          if (timer.at <= end && (!due || timer.at < due.at)) {
            dueId = id;
            due = timer;
          }
        }
        if (!due || dueId === undefined) break;
        now = due.at;
        if (due.every) due.at += due.every;
        else timers.delete(dueId);
        due.callback();
      }
      now = end;
    },
  };
}
