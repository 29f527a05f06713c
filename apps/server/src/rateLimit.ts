/** Requests allowed per client key in any window of `windowMs`. */
export interface RateLimitOptions {
  max: number;
  windowMs: number;
}

export type RateLimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * At most `max` hits per key (a client address) in any `windowMs`. Shared by the AI proxy and note
 * creation; kept in memory (one instance) or in PostgreSQL (several instances, sharedRateLimit.ts).
 */
export interface RateLimiter {
  /** Records a hit; when refused, says how many seconds until the next one is allowed. */
  hit: (key: string) => Promise<RateLimitVerdict>;
  /**
   * Set when the hits are kept in the notes database (sharedRateLimit.ts): a notes call then
   * records its hit in its own statement (server_meta.api_<fn>_limited) instead of calling `hit`.
   */
  readonly inDatabase?: { bucket: string } & RateLimitOptions;
}

/** A sliding-window limiter kept in this process's memory. */
export function createRateLimiter({
  max,
  windowMs,
  now = Date.now,
}: RateLimitOptions & { now?: () => number }): RateLimiter {
  const hits = new Map<string, number[]>();
  let lastSweep = now();
  const sweep = (time: number) => {
    // Forget idle clients so the map cannot grow without bound.
    if (time - lastSweep < windowMs) return;
    lastSweep = time;
    for (const [key, times] of hits) {
      if ((times.at(-1) ?? 0) <= time - windowMs) hits.delete(key);
    }
  };
  const hitNow = (key: string): RateLimitVerdict => {
    const time = now();
    sweep(time);
    const recent = (hits.get(key) ?? []).filter((t) => t > time - windowMs);
    if (recent.length >= max) {
      hits.set(key, recent);
      const oldest = recent[0] ?? time;
      return {
        allowed: false,
        retryAfterSeconds: Math.max(1, Math.ceil((oldest + windowMs - time) / 1000)),
      };
    }
    recent.push(time);
    hits.set(key, recent);
    return { allowed: true };
  };
  return { hit: async (key) => hitNow(key) };
}
