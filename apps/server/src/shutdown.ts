import type { Server } from 'node:http';
import type { LogLine } from './throttledLog';

/** After the drain, how long open requests (an AI answer streaming) may take before being cut. */
export const FINISH_MS = 30_000;

export interface ShutdownOptions {
  server: Server;
  /** Its `draining` flag makes /readyz answer 503 and every answer close its connection. */
  app: { draining: boolean };
  drainMs: number;
  finishMs?: number;
  /** Closes the features (database pools, timers) once no request is left. */
  close: () => Promise<unknown>;
  log?: LogLine;
  exit?: (code: number) => void;
}

const sleep = (ms: number) =>
  new Promise<void>((done) => {
    if (ms > 0) setTimeout(done, ms);
    else done();
  });

/**
 * The graceful stop a load balancer needs (docs/operations.md, "Stopping"):
 * 1. draining: /readyz answers 503 for `drainMs` (DRAIN_SECONDS) while everything else is served
 *    as usual, each answer with `Connection: close`, so the balancer takes the instance out and its
 *    clients reconnect elsewhere between requests. Idle connections are left alone meanwhile:
 *    closing one could cut a request already on its way.
 * 2. closing: the listener stops taking connections, idle ones are closed, open requests finish
 *    (cut after `finishMs`), the features close, and the process exits (1 if any had to be cut).
 * Returns the function to call on a signal; `drain: false` skips step 1 (Ctrl-C in a terminal).
 */
export function createShutdown({
  server,
  app,
  drainMs,
  finishMs = FINISH_MS,
  close,
  log = (line) => console.log(line),
  exit = (code) => process.exit(code),
}: ShutdownOptions) {
  let stopping = false;
  return async (signal: string, { drain = true }: { drain?: boolean } = {}) => {
    if (stopping) return;
    stopping = true;
    app.draining = true;
    const wait = drain ? drainMs : 0;
    log(
      wait > 0
        ? `${signal} received: /readyz answers 503 for ${wait / 1000} s (DRAIN_SECONDS), then open requests finish and the server stops.`
        : `${signal} received: finishing open requests, then stopping.`,
    );
    await sleep(wait);
    const closed = new Promise<void>((done) => server.close(() => done()));
    server.closeIdleConnections();
    // A connection that finishes a response begun before the signal becomes idle: close it then.
    const sweep = setInterval(() => server.closeIdleConnections(), 250);
    let timer: NodeJS.Timeout | undefined;
    const cut = await Promise.race([
      closed.then(() => false),
      new Promise<boolean>((done) => {
        timer = setTimeout(() => done(true), finishMs);
      }),
    ]);
    clearInterval(sweep);
    clearTimeout(timer);
    if (cut) {
      log(`Requests still open ${finishMs / 1000} s after the listener closed: cutting them.`);
      server.closeAllConnections();
    }
    await close();
    exit(cut ? 1 : 0);
  };
}
