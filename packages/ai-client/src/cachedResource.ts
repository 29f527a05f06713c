/**
 * A tiny cached-data store for values the pages read from the server (the AI status): one load
 * shared by every reader, fresh for 5 minutes, and on failure retried after 1 s, doubling up to
 * 30 s, while someone still reads it (spec §9's data-cache constants). Framework-free; React reads
 * it through `useSyncExternalStore(resource.subscribe, resource.getState)`.
 */
export const STALE_TIME_MS = 5 * 60 * 1000;
export const RETRY_BASE_MS = 1000;
export const RETRY_MAX_MS = 30_000;

export interface ResourceState<T> {
  status: 'pending' | 'success' | 'error';
  data?: T;
  error?: unknown;
}

export interface CachedResource<T> {
  getState: () => ResourceState<T>;
  /** Subscribing starts a load when there is no fresh value. */
  subscribe: (listener: () => void) => () => void;
  /** Stops a scheduled retry. */
  dispose: () => void;
}

export interface ResourceClock {
  now: () => number;
  setTimeout: (callback: () => void, ms: number) => ReturnType<typeof setTimeout>;
  clearTimeout: (id: ReturnType<typeof setTimeout> | undefined) => void;
}

const defaultClock: ResourceClock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (id) => globalThis.clearTimeout(id),
};

/** The wait before retry number `attempt` (0-based): 1 s, 2 s, 4 s, … capped at 30 s. */
export const retryDelay = (attempt: number) => Math.min(RETRY_BASE_MS * 2 ** attempt, RETRY_MAX_MS);

export function createCachedResource<T>(
  load: () => Promise<T>,
  { clock = defaultClock, staleTimeMs = STALE_TIME_MS }: { clock?: ResourceClock; staleTimeMs?: number } = {},
): CachedResource<T> {
  let state: ResourceState<T> = { status: 'pending' };
  let loadedAt = Number.NEGATIVE_INFINITY;
  let loading = false;
  let failures = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<() => void>();

  const set = (next: ResourceState<T>) => {
    state = next;
    for (const listener of listeners) listener();
  };

  const fetchNow = async () => {
    loading = true;
    try {
      const data = await load();
      loadedAt = clock.now();
      failures = 0;
      set({ status: 'success', data });
    } catch (error) {
      set({ status: 'error', data: state.data, error });
      const delay = retryDelay(failures);
      failures += 1;
      retryTimer = clock.setTimeout(() => {
        retryTimer = undefined;
        if (listeners.size > 0) void fetchNow();
      }, delay);
    } finally {
      loading = false;
    }
  };

  const ensureFresh = () => {
    if (loading || retryTimer !== undefined) return;
    if (state.status === 'success' && clock.now() - loadedAt < staleTimeMs) return;
    void fetchNow();
  };

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      ensureFresh();
      return () => listeners.delete(listener);
    },
    dispose() {
      clock.clearTimeout(retryTimer);
      retryTimer = undefined;
    },
  };
}
