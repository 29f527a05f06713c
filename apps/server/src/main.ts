import { createServer } from 'node:http';
import { resolve } from 'node:path';
import { createApp } from './app';
import { ConfigError, readServerConfig } from './config';
import { loadExtensions } from './extensions';
import { createListener } from './listener';

let config: ReturnType<typeof readServerConfig>;
try {
  config = readServerConfig(process.env, process.argv.slice(2), {
    defaultSiteDir: resolve(import.meta.dirname, '../../site/dist'),
  });
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(`Configuration error: ${error.message}`);
  process.exit(1);
}

let extensions: Awaited<ReturnType<typeof loadExtensions>>;
let app: Awaited<ReturnType<typeof createApp>>;
try {
  extensions = await loadExtensions(process.env, config);
  app = await createApp({ siteDir: config.siteDir, serveSourceMaps: config.serveSourceMaps, extensions });
} catch (error) {
  // A setting the features check themselves (AI_RATE_LIMIT, BOAT_SITE_URL): one line, exit 1.
  console.error(`Configuration error: ${(error as Error).message}`);
  process.exit(1);
}

const { port, host, siteDir } = config;
const server = createServer({ keepAliveTimeout: 65_000 }, createListener(app));
server.listen(port, host, () => {
  const address = server.address();
  const actual = typeof address === 'object' && address ? address.port : port;
  console.log(`${siteDir ? `Serving ${siteDir}` : 'Serving the API'} on http://${host}:${actual}`);
});

server.on('error', (error: NodeJS.ErrnoException) => {
  console.error(
    error.code === 'EADDRINUSE'
      ? `Port ${port} on ${host} is already in use: stop the other server or set PORT.`
      : `The server could not start: ${error.message}`,
  );
  process.exit(1);
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal} received: finishing open requests, then stopping.`);
  // Force the exit if a connection hangs on.
  setTimeout(() => process.exit(1), 10_000).unref();
  server.close(async () => {
    await Promise.allSettled(extensions.map((extension) => extension.close?.()));
    process.exit(0);
  });
  server.closeIdleConnections();
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
