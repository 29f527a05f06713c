import {
  type Clock,
  createIdGenerator,
  type Random,
  randomInt,
  systemClock,
  systemRandom,
  type TimerId,
} from '@demos/kit';
import { createStore } from 'zustand/vanilla';
import {
  GOROUTINES,
  LOG_LIMIT,
  REQUEST_INTERVAL_MS,
  type RequestLogEntry,
  simulateRequest,
} from './requests';

export interface GoState {
  running: boolean;
  /** Newest first, at most LOG_LIMIT entries. */
  requests: RequestLogEntry[];
  /** Requests served since the last Start. */
  requestCount: number;
  goroutines: number;
  startedAt: number | null;
  start: () => void;
  stop: () => void;
  /** Sends one request by hand; ignored while the server is stopped. */
  sendRequest: () => void;
  dispose: () => void;
}

export interface GoStoreOptions {
  clock?: Clock;
  random?: Random;
}

export function createGoStore({ clock = systemClock, random = systemRandom }: GoStoreOptions = {}) {
  const nextId = createIdGenerator('req');
  let timer: TimerId | undefined;

  return createStore<GoState>()((set, get) => {
    const serve = () => {
      const entry = simulateRequest(random, nextId(), clock.now());
      set((state) => ({
        requests: [entry, ...state.requests].slice(0, LOG_LIMIT),
        requestCount: state.requestCount + 1,
        goroutines: randomInt(random, GOROUTINES.min, GOROUTINES.max),
      }));
    };
    const scheduleNext = () => {
      timer = clock.setTimeout(
        () => {
          serve();
          scheduleNext();
        },
        randomInt(random, REQUEST_INTERVAL_MS.min, REQUEST_INTERVAL_MS.max),
      );
    };
    const halt = () => {
      clock.clearTimeout(timer);
      timer = undefined;
    };

    return {
      running: false,
      requests: [],
      requestCount: 0,
      goroutines: 0,
      startedAt: null,
      start: () => {
        if (get().running) return;
        set({
          running: true,
          requests: [],
          requestCount: 0,
          startedAt: clock.now(),
          goroutines: randomInt(random, GOROUTINES.min, GOROUTINES.max),
        });
        scheduleNext();
      },
      stop: () => {
        halt();
        set({ running: false, goroutines: 0 });
      },
      sendRequest: () => {
        if (get().running) serve();
      },
      dispose: halt,
    };
  });
}

export type GoStore = ReturnType<typeof createGoStore>;
