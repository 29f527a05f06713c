// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createRateLimiter } from './rateLimit';

describe('createRateLimiter (sliding window)', () => {
  it('allows max hits per key in any window, then says when the next one is allowed', async () => {
    let time = 1_000_000;
    const limiter = createRateLimiter({ max: 3, windowMs: 60_000, now: () => time });
    expect(await limiter.hit('a')).toEqual({ allowed: true });
    time += 10_000;
    expect(await limiter.hit('a')).toEqual({ allowed: true });
    expect(await limiter.hit('a')).toEqual({ allowed: true });
    // The oldest hit leaves the window 50 s from now.
    expect(await limiter.hit('a')).toEqual({ allowed: false, retryAfterSeconds: 50 });
    // Other clients are counted apart.
    expect(await limiter.hit('b')).toEqual({ allowed: true });
  });

  it('slides: a hit is forgotten exactly one window after it was made', async () => {
    let time = 0;
    const limiter = createRateLimiter({ max: 2, windowMs: 1_000, now: () => time });
    await limiter.hit('a');
    time = 600;
    await limiter.hit('a');
    time = 999;
    expect((await limiter.hit('a')).allowed).toBe(false);
    time = 1_001; // the first hit (t=0) has left the window, the second (t=600) has not
    expect((await limiter.hit('a')).allowed).toBe(true);
    expect(await limiter.hit('a')).toEqual({ allowed: false, retryAfterSeconds: 1 });
  });

  it('refused hits do not extend the wait', async () => {
    let time = 0;
    const limiter = createRateLimiter({ max: 1, windowMs: 10_000, now: () => time });
    await limiter.hit('a');
    for (time = 1_000; time < 10_000; time += 1_000) expect((await limiter.hit('a')).allowed).toBe(false);
    time = 10_001;
    expect((await limiter.hit('a')).allowed).toBe(true);
  });
});
