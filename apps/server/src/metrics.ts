import cluster from 'node:cluster';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { AggregatorRegistry, Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { NotesDatabase } from './notes/database';
import { isConnectionFailure, sqlState } from './notes/databaseErrors';

/**
 * Prometheus metrics (docs/operations.md, "Metrics"), on a port of their own (METRICS_PORT) so that
 * they never share the public listener. Each server process counts in its own registry; with
 * WEB_CONCURRENCY > 1 the supervisor answers the scrape with every process's figures summed
 * (prom-client's AggregatorRegistry asks each process over the cluster channel).
 */
export const registry = new Registry();
// The processes answer the supervisor's requests from this registry, not prom-client's global one.
AggregatorRegistry.setRegistries([registry]);

/**
 * The route label: a small fixed set, never the raw path (a scanner trying a million paths must not
 * make a million series).
 */
export const ROUTES = [
  'asset',
  'document',
  'rpc',
  'rest',
  'ai',
  'api',
  'healthz',
  'readyz',
  'other',
] as const;
export type RouteLabel = (typeof ROUTES)[number];

export function routeOf(method: string | undefined, pathname: string): RouteLabel {
  if (pathname.startsWith('/rest/v1/rpc/')) return 'rpc';
  if (pathname === '/rest' || pathname.startsWith('/rest/')) return 'rest';
  if (pathname.startsWith('/api/ai/')) return 'ai';
  if (pathname === '/api' || pathname.startsWith('/api/')) return 'api';
  if (pathname === '/healthz') return 'healthz';
  if (pathname === '/readyz') return 'readyz';
  if (method !== 'GET' && method !== 'HEAD') return 'other';
  return pathname.startsWith('/assets/') ? 'asset' : 'document';
}

const requests = new Counter({
  name: 'http_requests_total',
  help: 'HTTP requests answered, by route (a fixed set) and status ("aborted": the client left first).',
  labelNames: ['route', 'status'] as const,
  registers: [registry],
});

const duration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time from a request arriving to its answer being handed to the socket, by route.',
  labelNames: ['route'] as const,
  // From a document served from memory (about 0.1 ms) to an AI answer streamed for a minute.
  buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
  registers: [registry],
});

const databaseErrors = new Counter({
  name: 'notes_database_errors_total',
  help: 'Notes database statements that failed, by SQLSTATE ("connection": no SQLSTATE, the connection failed or was cut).',
  labelNames: ['code'] as const,
  registers: [registry],
});

const pipelineInFlight = new Gauge({
  name: 'notes_pipelined_calls_in_flight',
  help: 'Notes API calls sent to PostgreSQL over the pipelined connections and not answered yet.',
  registers: [registry],
});

const attachmentBytesStored = new Counter({
  name: 'notes_attachment_bytes_stored_total',
  help: 'Bytes of note attachments stored (counted when an upload is granted, at its signed size).',
  registers: [registry],
});

const attachmentBytesRefused = new Counter({
  name: 'notes_attachment_bytes_refused_total',
  help: 'Bytes of note attachments refused (over a size or byte budget).',
  registers: [registry],
});

const budgetRefusals = new Counter({
  name: 'budget_refusals_total',
  help: 'Requests refused because a per-address or per-note budget was spent, by budget name.',
  labelNames: ['budget'] as const,
  registers: [registry],
});

/** Counts a request answered and how long it took; the listener calls it for every request. */
export function observeRequest(route: RouteLabel, status: number | 'aborted', seconds: number): void {
  requests.inc({ route, status: String(status) });
  duration.observe({ route }, seconds);
}

/**
 * Counts every request of a Node listener, whichever path answers it (the site from memory, the
 * direct notes route, Hono), once its response is finished or its connection closed.
 */
export function countingRequests(
  listener: (req: IncomingMessage, res: ServerResponse) => void,
): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    const started = process.hrtime.bigint();
    const rawUrl = req.url ?? '/';
    const query = rawUrl.indexOf('?');
    const route = routeOf(req.method, query === -1 ? rawUrl : rawUrl.slice(0, query));
    res.once('close', () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      observeRequest(route, res.writableFinished ? res.statusCode : 'aborted', seconds);
    });
    listener(req, res);
  };
}

/** Counts a failed database statement by its SQLSTATE; errors that are not the database's are not counted. */
export function countDatabaseError(error: unknown): void {
  const code = sqlState(error) ?? (isConnectionFailure(error) ? 'connection' : undefined);
  if (code) databaseErrors.inc({ code });
}

/** Marks one pipelined call sent; call the function it returns once the call is answered or failed. */
export function trackPipelinedCall(): () => void {
  pipelineInFlight.inc();
  let done = false;
  return () => {
    if (done) return;
    done = true;
    pipelineInFlight.dec();
  };
}

/** Bytes of attachments stored, counted when an upload of that size is granted. */
export function countAttachmentBytes(stored: number): void {
  if (stored > 0) attachmentBytesStored.inc(stored);
}

/** Bytes of attachments refused (over a size or byte budget). */
export function countAttachmentBytesRefused(refused: number): void {
  if (refused > 0) attachmentBytesRefused.inc(refused);
}

/** One request refused because the budget named `budget` was spent. */
export function countBudgetRefusal(budget: string): void {
  budgetRefusals.inc({ budget });
}

async function settle<T>(promise: Promise<T>): Promise<T> {
  try {
    return await promise;
  } catch (error) {
    countDatabaseError(error);
    throw error;
  }
}

/**
 * The notes database with its failures counted by SQLSTATE and, on PostgreSQL, its one-statement
 * calls (sent over the pipelined connections) counted while in flight.
 */
export function countingDatabase(database: NotesDatabase): NotesDatabase {
  const pipelined = database.kind === 'postgres';
  // Spread: members other branches add to the database (maintenance, …) pass through unchanged.
  return {
    ...database,
    transaction: (body) => settle(database.transaction(body)),
    run: async (statement, params) => {
      const done = pipelined ? trackPipelinedCall() : null;
      try {
        return await settle(database.run(statement, params));
      } finally {
        done?.();
      }
    },
    query: (sql, params) => settle(database.query(sql, params)),
  };
}

let processMetrics = false;

/**
 * Adds Node's own figures (memory, CPU, event-loop delay, …) to this process's registry; only when
 * metrics are on, since the event-loop delay is sampled continuously.
 */
export function collectProcessMetrics(): void {
  if (processMetrics) return;
  processMetrics = true;
  collectDefaultMetrics({ register: registry });
}

/**
 * In a server process under the WEB_CONCURRENCY supervisor: answer its scrapes (prom-client adds
 * the worker's listener when an AggregatorRegistry is made) from this process's registry.
 */
export function answerSupervisorScrapes(): void {
  collectProcessMetrics();
  new AggregatorRegistry();
}

export interface MetricsServerOptions {
  port: number;
  host: string;
  /** Sums every server process's figures (the WEB_CONCURRENCY supervisor); else this process's. */
  cluster?: boolean;
  log?: (line: string) => void;
}

/**
 * The scrape endpoint, `GET /metrics` on METRICS_HOST:METRICS_PORT. Resolves with the server once
 * it listens (its line printed, with the port actually taken).
 */
export function startMetricsServer({
  port,
  host,
  cluster: aggregate = false,
  log = (line) => console.log(line),
}: MetricsServerOptions): Promise<Server> {
  const aggregator = aggregate && cluster.isPrimary ? new AggregatorRegistry() : null;
  if (!aggregator) collectProcessMetrics();
  const server = createServer((req, res) => {
    const pathname = (req.url ?? '/').split('?')[0];
    if (pathname !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('Not found: the metrics are at /metrics.\n');
      return;
    }
    const text = aggregator ? aggregator.clusterMetrics() : registry.metrics();
    text.then(
      (body) => {
        res.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' });
        res.end(req.method === 'HEAD' ? undefined : body);
      },
      (error: Error) => {
        log(`Metrics could not be collected: ${error.message}`);
        res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' });
        res.end('The metrics could not be collected from every server process: try again.\n');
      },
    );
  });
  // A scraper keeps its connection; the server must not wait for it when stopping.
  server.unref();
  return new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => {
      server.off('error', fail);
      const address = server.address();
      const actual = typeof address === 'object' && address ? address.port : port;
      log(`Metrics: http://${host}:${actual}/metrics`);
      done(server);
    });
  });
}
