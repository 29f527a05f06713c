import type { DatabaseConnection } from './notes/connection';
import type { Statement } from './notes/pipeline';
import { createRateLimiter, type RateLimiter, type RateLimitOptions } from './rateLimit';

/**
 * One hit: `server_meta.rate_limit_hit` (notes/functions.ts) says whether it was allowed. Unnamed,
 * as every statement of the notes database (notes/pipeline.ts): safe behind a pooler.
 */
const RATE_LIMIT_HIT: Statement = {
  text: 'select allowed, retry_after_seconds from server_meta.rate_limit_hit($1, $2, $3, $4)',
};

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
    inDatabase: { bucket, ...options },
    async hit(key) {
      try {
        const { rows } = await connection
          .current()
          .run<{ allowed: boolean; retry_after_seconds: number }>(RATE_LIMIT_HIT, [
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
