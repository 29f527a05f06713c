import { createAiExtension } from './ai/extension';
import type { ServerExtension } from './app';
import { createBoatExtension } from './boat/extension';
import { clientAddressResolver, clientKeyResolver } from './clientAddress';
import type { ServerConfig } from './config';
import { countingDatabase } from './metrics';
import {
  type ConfigurationError,
  type DatabaseConnection,
  DatabaseUnavailableError,
} from './notes/connection';
import { connectNotesDatabase, createNotesExtension } from './notes/extension';
import { createRateLimiter, type RateLimitOptions } from './rateLimit';
import { createSharedRateLimiter } from './sharedRateLimit';

/**
 * The server features, each in its own folder (notes API, AI proxy, …), each handed its own slice
 * of the settings read once by config.ts. Adding one: create src/<feature>/extension.ts exporting a
 * `create…Extension(settings)`, give it its slice in config.ts, and list it here.
 *
 * The notes database opens in the background (the site is served meanwhile); `onFatal` hears of a
 * privilege its role lacks. On DATABASE_URL the rate limits live in it, so several instances behind
 * a load balancer share one limit.
 */
export async function loadExtensions(
  config: ServerConfig,
  { onFatal }: { onFatal?: (error: ConfigurationError) => void } = {},
): Promise<ServerExtension[]> {
  let connection: DatabaseConnection | undefined;
  const database = {
    current: () => {
      if (!connection) throw new DatabaseUnavailableError('The notes database is starting.');
      return connection.current();
    },
  };
  const limiter = (options: RateLimitOptions, bucket: string) =>
    config.databaseUrl ? createSharedRateLimiter(database, bucket, options) : createRateLimiter(options);
  const boat = createBoatExtension(config.boat);
  const ai = createAiExtension(config.ai, {
    clientKey: clientAddressResolver(config.trustedProxies),
    createLimiter: (options) => limiter(options, 'ai'),
  });
  connection = connectNotesDatabase(config.notes, {
    onFatal,
    // Counted only when scraped (METRICS_PORT): the calls' path stays as it was otherwise.
    ...(config.metrics ? { instrument: countingDatabase } : {}),
  });
  const notes = await createNotesExtension(config.notes, {
    connection,
    clientKey: clientKeyResolver(config.trustedProxies),
    createLimiter: limiter,
  });
  return [ai, notes, boat];
}
