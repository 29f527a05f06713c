import { seededRandom, systemClock } from '@demos/kit';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  formatGoTimestamp,
  GOROUTINES,
  LOG_LIMIT,
  REQUEST_INTERVAL_MS,
  RESPONSE_TIME_MS,
  ROUTES,
  SERVER_PORT,
  simulateRequest,
} from './requests';
import { createGoStore } from './store';

describe('go server store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const make = (seed = 3) => createGoStore({ clock: systemClock, random: seededRandom(seed) });

  it('uses the spec constants', () => {
    expect(SERVER_PORT).toBe(8080);
    expect(LOG_LIMIT).toBe(15);
    expect(RESPONSE_TIME_MS).toEqual({ min: 10, max: 59 });
    expect(GOROUTINES).toEqual({ min: 3, max: 7 });
    expect(REQUEST_INTERVAL_MS).toEqual({ min: 2000, max: 4000 });
  });

  it('logs nothing while stopped, and Send Request does nothing then', () => {
    const store = make();
    vi.advanceTimersByTime(60_000);
    store.getState().sendRequest();
    expect(store.getState().requests).toEqual([]);
    expect(store.getState().requestCount).toBe(0);
  });

  it('logs one simulated request every 2 to 4 s while running', () => {
    const store = make();
    store.getState().start();
    expect(store.getState().running).toBe(true);
    vi.advanceTimersByTime(1999);
    expect(store.getState().requestCount).toBe(0);
    vi.advanceTimersByTime(2001);
    expect(store.getState().requestCount).toBe(1);
    // Over 60 s there are between 15 (every 4 s) and 30 (every 2 s) requests.
    vi.advanceTimersByTime(56_000);
    const count = store.getState().requestCount;
    expect(count).toBeGreaterThanOrEqual(15);
    expect(count).toBeLessThanOrEqual(30);
  });

  it('spaces requests between 2 and 4 s apart', () => {
    const store = make(11);
    store.getState().start();
    const times: number[] = [];
    let last = 0;
    for (let ms = 0; ms < 120_000; ms += 100) {
      vi.advanceTimersByTime(100);
      const count = store.getState().requestCount;
      if (count !== last) {
        times.push(Date.now());
        last = count;
      }
    }
    const gaps = times.slice(1).map((t, i) => t - (times[i] as number));
    expect(gaps.length).toBeGreaterThan(20);
    for (const gap of gaps) {
      expect(gap).toBeGreaterThanOrEqual(2000);
      expect(gap).toBeLessThanOrEqual(4000);
    }
  });

  it('records method, endpoint, status, time 10–59 ms and timestamp; goroutines stay 3–7', () => {
    const store = make();
    store.getState().start();
    for (let i = 0; i < 40; i++) {
      store.getState().sendRequest();
      const { goroutines } = store.getState();
      expect(goroutines).toBeGreaterThanOrEqual(3);
      expect(goroutines).toBeLessThanOrEqual(7);
    }
    const [newest] = store.getState().requests;
    expect(newest).toMatchObject({
      method: expect.stringMatching(/^(GET|POST|PUT|DELETE)$/),
      endpoint: expect.stringMatching(/^\//),
      status: expect.any(Number),
      timestamp: Date.now(),
    });
    for (const entry of store.getState().requests) {
      expect(entry.time).toBeGreaterThanOrEqual(10);
      expect(entry.time).toBeLessThanOrEqual(59);
    }
  });

  it('keeps only the 15 newest entries, newest first', () => {
    const store = make();
    store.getState().start();
    for (let i = 0; i < 20; i++) store.getState().sendRequest();
    const { requests, requestCount } = store.getState();
    expect(requestCount).toBe(20);
    expect(requests).toHaveLength(15);
    expect(requests[0]?.id).toBe('req-20');
    expect(requests[14]?.id).toBe('req-6');
  });

  it('Start clears the log and the counter; Stop stops the traffic', () => {
    const store = make();
    store.getState().start();
    store.getState().sendRequest();
    store.getState().sendRequest();
    store.getState().stop();
    expect(store.getState().running).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
    expect(store.getState().requestCount).toBe(2);
    store.getState().start();
    expect(store.getState().requests).toEqual([]);
    expect(store.getState().requestCount).toBe(0);
  });

  it('dispose stops the timer', () => {
    const store = make();
    store.getState().start();
    store.getState().dispose();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('covers every route and realistic statuses', () => {
    const random = seededRandom(5);
    const seen = new Set<string>();
    for (let i = 0; i < 2000; i++) {
      const entry = simulateRequest(random, `r${i}`, 0);
      seen.add(entry.method);
      expect([200, 201, 204, 400, 404]).toContain(entry.status);
      if (entry.endpoint === '/api/health') expect(entry.status).toBe(200);
    }
    expect(seen).toEqual(new Set(ROUTES.map((r) => r.method)));
  });

  it('formats timestamps the way Go’s log package does', () => {
    expect(formatGoTimestamp(new Date(2026, 0, 5, 9, 3, 7).getTime())).toBe('2026/01/05 09:03:07');
  });
});
