// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DatabaseUnavailableError } from './notes/connection';
import { type NotesDatabase, openPGliteDatabase } from './notes/database';
import { ensureServerSchema } from './notes/serverSchema';
import { createSharedRateLimiter } from './sharedRateLimit';

describe('the rate limit kept in the database', () => {
  let db: NotesDatabase;
  beforeAll(async () => {
    db = await openPGliteDatabase();
    await ensureServerSchema(db);
  }, 60_000);
  afterAll(() => db?.close());
  const connection = { current: () => db };

  it('allows max hits per client in the window, then says how long to wait', async () => {
    const limiter = createSharedRateLimiter(connection, 'test', { max: 3, windowMs: 60_000 });
    for (let i = 0; i < 3; i++) expect(await limiter.hit('10.0.0.1')).toEqual({ allowed: true });
    const refused = await limiter.hit('10.0.0.1');
    expect(refused.allowed).toBe(false);
    if (!refused.allowed) {
      expect(refused.retryAfterSeconds).toBeGreaterThanOrEqual(59);
      expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
    }
    // Other clients and other limits are counted apart; refused hits are not recorded.
    expect(await limiter.hit('10.0.0.2')).toEqual({ allowed: true });
    const other = createSharedRateLimiter(connection, 'other', { max: 1, windowMs: 60_000 });
    expect(await other.hit('10.0.0.1')).toEqual({ allowed: true });
    const { rows } = await db.query<{ n: number }>(
      `select pg_catalog.cardinality(hits) as n from server_meta.rate_limits where bucket = 'test' and client = '10.0.0.1'`,
    );
    expect(rows).toEqual([{ n: 3 }]);
  });

  it('slides: a hit leaves the window after windowMs', async () => {
    const limiter = createSharedRateLimiter(connection, 'slide', { max: 1, windowMs: 400 });
    expect((await limiter.hit('a')).allowed).toBe(true);
    expect((await limiter.hit('a')).allowed).toBe(false);
    await new Promise((wait) => setTimeout(wait, 500));
    expect((await limiter.hit('a')).allowed).toBe(true);
  });

  it('counts in memory while the database is unavailable, and says so once', async () => {
    const log = vi.fn();
    const limiter = createSharedRateLimiter(
      {
        current: () => {
          throw new DatabaseUnavailableError('The notes database is unavailable: connect ECONNREFUSED');
        },
      },
      'down',
      { max: 2, windowMs: 60_000 },
      log,
    );
    expect((await limiter.hit('a')).allowed).toBe(true);
    expect((await limiter.hit('a')).allowed).toBe(true);
    expect((await limiter.hit('a')).allowed).toBe(false);
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]?.[0]).toMatch(/counting in this process.*ECONNREFUSED/);
  });
});
