// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createCachedResource,
  RETRY_BASE_MS,
  RETRY_MAX_MS,
  retryDelay,
  STALE_TIME_MS,
} from './cachedResource';

describe('createCachedResource', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('uses the spec constants', () => {
    expect(STALE_TIME_MS).toBe(300_000);
    expect(RETRY_BASE_MS).toBe(1000);
    expect(RETRY_MAX_MS).toBe(30_000);
    expect([0, 1, 2, 3, 4, 5, 6].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it('loads once for every reader and stays fresh for 5 minutes', async () => {
    const load = vi.fn().mockResolvedValue({ configured: true });
    const resource = createCachedResource(load);
    const stop = resource.subscribe(() => {});
    resource.subscribe(() => {});
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(1);
    expect(resource.getState()).toEqual({ status: 'success', data: { configured: true } });

    await vi.advanceTimersByTimeAsync(STALE_TIME_MS - 1);
    resource.subscribe(() => {});
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    resource.subscribe(() => {});
    expect(load).toHaveBeenCalledTimes(2);
    stop();
  });

  it('retries a failure after 1 s, doubling up to 30 s, while someone reads it', async () => {
    const load = vi.fn().mockRejectedValue(new Error('down'));
    const resource = createCachedResource(load);
    const stop = resource.subscribe(() => {});
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(1);
    expect(resource.getState().status).toBe('error');

    const expectedWaits = [1000, 2000, 4000, 8000, 16000, 30000, 30000];
    for (const [index, wait] of expectedWaits.entries()) {
      await vi.advanceTimersByTimeAsync(wait - 1);
      expect(load).toHaveBeenCalledTimes(index + 1);
      await vi.advanceTimersByTimeAsync(1);
      expect(load).toHaveBeenCalledTimes(index + 2);
    }

    load.mockResolvedValue({ configured: false });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(resource.getState()).toEqual({ status: 'success', data: { configured: false } });
    stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(load).toHaveBeenCalledTimes(expectedWaits.length + 2);
  });

  it('stops retrying when nobody reads it any more, and dispose cancels the timer', async () => {
    const load = vi.fn().mockRejectedValue(new Error('down'));
    const resource = createCachedResource(load);
    const stop = resource.subscribe(() => {});
    await vi.advanceTimersByTimeAsync(0);
    stop();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(load).toHaveBeenCalledTimes(1);

    resource.subscribe(() => {});
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(2);
    resource.dispose();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('notifies readers of each change', async () => {
    const resource = createCachedResource(() => Promise.resolve(1));
    const listener = vi.fn();
    resource.subscribe(listener);
    await vi.advanceTimersByTimeAsync(0);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
