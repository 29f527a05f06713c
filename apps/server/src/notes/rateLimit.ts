export interface RateLimitOptions {
  /** Requests allowed per client in one window. */
  max: number;
  windowMs: number;
}

export type RateLimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** A fixed-window counter per client key (IP address), kept in memory. */
export function createRateLimiter({ max, windowMs }: RateLimitOptions, now: () => number = Date.now) {
  const windows = new Map<string, { start: number; count: number }>();
  const prune = (time: number) => {
    for (const [key, window] of windows) if (time - window.start >= windowMs) windows.delete(key);
  };
  return {
    check(key: string): RateLimitDecision {
      const time = now();
      if (windows.size > 10_000) prune(time);
      let window = windows.get(key);
      if (!window || time - window.start >= windowMs) {
        window = { start: time, count: 0 };
        windows.set(key, window);
      }
      if (window.count >= max) {
        return {
          allowed: false,
          retryAfterSeconds: Math.max(1, Math.ceil((window.start + windowMs - time) / 1000)),
        };
      }
      window.count += 1;
      return { allowed: true };
    },
    prune: () => prune(now()),
  };
}
