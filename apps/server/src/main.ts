import cluster from 'node:cluster';
import { resolve } from 'node:path';
import { createApp } from './app';
import { runPrimary, stopServer } from './cluster';
import { ConfigError, readServerConfig, type ServerConfig } from './config';
import { loadExtensions } from './extensions';
import { createHttpServer } from './httpServer';
import { createListener } from './listener';
import { answerSupervisorScrapes, countingRequests, startMetricsServer } from './metrics';
import { createShutdown } from './shutdown';

/** One line naming what the operator must fix (docs/operations.md), then exit status 1. */
const stopOnConfiguration = (message: string) => stopServer(`Configuration error: ${message}`);

function stopOnMetricsPort(metrics: NonNullable<ServerConfig['metrics']>, error: NodeJS.ErrnoException) {
  return stopServer(
    error.code === 'EADDRINUSE'
      ? `METRICS_PORT ${metrics.port} on ${metrics.host} is already in use: stop the other server or set METRICS_PORT.`
      : `The metrics server could not start on ${metrics.host}:${metrics.port}: ${error.message}`,
  );
}

/** One server process: the features, the app, the listener, and the graceful stop. */
async function serve(config: ServerConfig): Promise<void> {
  // Under the supervisor, which serves every process's figures: answer its scrapes from the start
  // (a process that does not answer makes the whole scrape wait 5 s and fail).
  if (config.metrics && cluster.isWorker) answerSupervisorScrapes();
  let extensions: Awaited<ReturnType<typeof loadExtensions>>;
  let app: Awaited<ReturnType<typeof createApp>>;
  try {
    // A privilege the database role lacks is found once connected, in the background: it stops the
    // server then, instead of a retry loop or an error on every call.
    extensions = await loadExtensions(config, {
      onFatal: (error) => void stopOnConfiguration(error.message),
    });
    app = await createApp({ siteDir: config.siteDir, serveSourceMaps: config.serveSourceMaps, extensions });
  } catch (error) {
    // A feature that cannot start (its settings were checked by readServerConfig): one line, exit 1.
    return stopOnConfiguration((error as Error).message);
  }

  const { port, host, siteDir, metrics } = config;
  const listener = createListener(app);
  const server = createHttpServer(metrics ? countingRequests(listener) : listener, config.timeouts);
  if (metrics && !cluster.isWorker) {
    await startMetricsServer(metrics).catch((error: Error) => stopOnMetricsPort(metrics, error));
  }
  server.listen(port, host, () => {
    const address = server.address();
    const actual = typeof address === 'object' && address ? address.port : port;
    const which = cluster.isWorker
      ? ` (one of ${config.processes} server processes, pid ${process.pid})`
      : '';
    console.log(`${siteDir ? `Serving ${siteDir}` : 'Serving the API'} on http://${host}:${actual}${which}`);
  });

  server.on('error', (error: NodeJS.ErrnoException) => {
    void stopServer(
      error.code === 'EADDRINUSE'
        ? `Port ${port} on ${host} is already in use: stop the other server or set PORT.`
        : `The server could not start: ${error.message}`,
    );
  });

  const shutdown = createShutdown({
    server,
    app,
    drainMs: config.drainMs,
    close: () => Promise.allSettled(extensions.map((extension) => extension.close?.())),
  });
  // SIGTERM is how orchestrators and load balancers stop an instance: drain first. Ctrl-C is a
  // person at a terminal: no drain period.
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT', { drain: false }));
}

let config: ServerConfig;
try {
  config = readServerConfig(process.env, process.argv.slice(2), {
    defaultSiteDir: resolve(import.meta.dirname, '../../site/dist'),
  });
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  await stopOnConfiguration(error.message);
  throw error;
}
// WEB_CONCURRENCY > 1: this process only starts and watches the server processes (cluster.ts).
if (config.processes > 1 && cluster.isPrimary) {
  const { metrics } = config;
  if (metrics) {
    await startMetricsServer({ ...metrics, cluster: true }).catch((error: Error) =>
      stopOnMetricsPort(metrics, error),
    );
  }
  runPrimary({ processes: config.processes });
} else await serve(config);
