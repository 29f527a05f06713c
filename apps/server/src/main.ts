import { resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { loadExtensions } from './extensions';

const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '127.0.0.1';
const siteDir =
  process.env.SERVE_SITE === '0'
    ? null
    : resolve(process.env.SITE_DIR ?? resolve(import.meta.dirname, '../../site/dist'));

if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a number from 0 to 65535, got "${process.env.PORT}".`);
  process.exit(1);
}

const extensions = await loadExtensions(process.env);
const app = await createApp({ siteDir, extensions });
const server = serve({ fetch: app.fetch, port, hostname: host }, (info) => {
  console.log(`${siteDir ? `Serving ${siteDir}` : 'Serving the API'} on http://${host}:${info.port}`);
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
  if ('closeIdleConnections' in server) server.closeIdleConnections();
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
