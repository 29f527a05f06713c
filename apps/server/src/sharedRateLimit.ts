import type { DatabaseConnection } from './notes/connection';
import { createRateLimiter, type RateLimiter, type RateLimitOptions } from './rateLimit';

/**
 * One statement per hit, atomic under the row lock that INSERT … ON CONFLICT DO UPDATE takes: the
 * hits older than the window are dropped, the new one is added only while fewer than `max` remain,
 * and the row says which happened. The database's clock decides, so instances need not agree on time.
 */
export const RATE_LIMIT_HIT_SQL = `
insert into server_meta.rate_limits as r (bucket, client, hits, allowed, expires_at)
values ($1, $2, array[pg_catalog.now()], true, pg_catalog.now() + $4::double precision * interval '1 millisecond')
on conflict (bucket, client) do update set
  allowed = pg_catalog.cardinality(array(
    select h from pg_catalog.unnest(r.hits) h
    where h > pg_catalog.now() - $4::double precision * interval '1 millisecond')) < $3,
  hits = case
    when pg_catalog.cardinality(array(
      select h from pg_catalog.unnest(r.hits) h
      where h > pg_catalog.now() - $4::double precision * interval '1 millisecond')) < $3
    then array(
      select h from pg_catalog.unnest(r.hits) h
      where h > pg_catalog.now() - $4::double precision * interval '1 millisecond' order by h)
      || pg_catalog.now()
    else array(
      select h from pg_catalog.unnest(r.hits) h
      where h > pg_catalog.now() - $4::double precision * interval '1 millisecond' order by h)
  end,
  expires_at = pg_catalog.now() + $4::double precision * interval '1 millisecond'
returning allowed,
  extract(epoch from (hits[1] + $4::double precision * interval '1 millisecond' - pg_catalog.now()))
    as retry_after_seconds`;

/**
 * A limiter shared by every instance on one PostgreSQL (`bucket` names the limit: 'notes', 'ai').
 * While the database is unreachable it falls back to this process's memory, so the limit still
 * holds per instance instead of failing open or refusing everyone.
 */
export function createSharedRateLimiter(
  connection: Pick<DatabaseConnection, 'current'>,
  bucket: string,
  options: RateLimitOptions,
  log: (line: string) => void = (line) => console.error(line),
): RateLimiter {
  const local = createRateLimiter(options);
  let warned = false;
  return {
    async hit(key) {
      try {
        const { rows } = await connection
          .current()
          .query<{ allowed: boolean; retry_after_seconds: string | number }>(RATE_LIMIT_HIT_SQL, [
            bucket,
            key,
            options.max,
            options.windowMs,
          ]);
        const row = rows[0];
        if (!row) throw new Error('the rate-limit statement returned no row');
        warned = false;
        if (row.allowed) return { allowed: true };
        return {
          allowed: false,
          retryAfterSeconds: Math.max(1, Math.ceil(Number(row.retry_after_seconds))),
        };
      } catch (error) {
        if (!warned) {
          warned = true;
          log(
            `Shared rate limit "${bucket}" unavailable, counting in this process: ${(error as Error).message}`,
          );
        }
        return local.hit(key);
      }
    },
  };
}
