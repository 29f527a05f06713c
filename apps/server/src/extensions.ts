import { createAiExtension } from './ai/extension';
import type { ServerExtension } from './app';
import { createBoatExtension } from './boat/extension';
import { clientAddressResolver } from './clientAddress';
import type { ServerConfig } from './config';
import { connectNotesDatabase, createNotesExtension } from './notes/extension';
import { createRateLimiter, type RateLimitOptions } from './rateLimit';
import { createSharedRateLimiter } from './sharedRateLimit';

/**
 * The server features, each in its own folder (notes API, AI proxy, …). Adding one: create
 * src/<feature>/extension.ts exporting a `create…Extension(env)` and list it here.
 *
 * The notes database opens in the background (the site is served meanwhile). On DATABASE_URL the
 * rate limits live in it, so several instances behind a load balancer share one limit.
 */
export async function loadExtensions(
  env: NodeJS.ProcessEnv,
  config: ServerConfig,
): Promise<ServerExtension[]> {
  const connection = connectNotesDatabase(env);
  const limiter = (bucket: string) => (options: RateLimitOptions) =>
    config.databaseUrl ? createSharedRateLimiter(connection, bucket, options) : createRateLimiter(options);
  const clientKey = clientAddressResolver(config.trustedProxies);
  return [
    createAiExtension(env, { clientKey, createLimiter: limiter('ai') }),
    await createNotesExtension(env, { connection, clientKey, createLimiter: limiter('notes') }),
    createBoatExtension(env),
  ];
}
