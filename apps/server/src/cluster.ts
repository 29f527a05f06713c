import cluster, { type Worker } from 'node:cluster';
import type { LogLine } from './throttledLog';

/** What a server process tells the primary: a line that must stop every process (main.ts). */
export interface FatalMessage {
  type: 'fatal';
  line: string;
}

const isFatal = (message: unknown): message is FatalMessage =>
  typeof message === 'object' && message !== null && (message as FatalMessage).type === 'fatal';

/** Restarts allowed in a minute before the primary gives up: a process that keeps dying needs a person. */
const MAX_RESTARTS_PER_MINUTE = 5;

export interface PrimaryOptions {
  processes: number;
  log?: LogLine;
  logError?: LogLine;
  exit?: (code: number) => void;
}

/**
 * WEB_CONCURRENCY=N: this process forks N server processes (node:cluster) that share the port
 * (the primary accepts each connection and hands it to the processes in turn) and watches them:
 *
 * - a line that must stop the server (a privilege the database role lacks, a port in use) is sent
 *   here by the process that met it and printed once; every process is stopped, exit status 1;
 * - a process that dies after it started listening is replaced (at most 5 times a minute);
 * - SIGTERM and SIGINT are passed on: each process drains and stops as it would alone
 *   (shutdown.ts), and this one exits once they have, 0 if they all exited 0.
 *
 * The processes keep no state of their own that must agree: the note and AI limits and the purge
 * live in PostgreSQL (config.ts refuses WEB_CONCURRENCY > 1 on the embedded database).
 */
export function runPrimary({
  processes,
  log = (line) => console.log(line),
  logError = (line) => console.error(line),
  exit = (code) => process.exit(code),
}: PrimaryOptions): void {
  const alive = new Set<Worker>();
  const listening = new WeakSet<Worker>();
  const restarts: number[] = [];
  let stopping: NodeJS.Signals | 'fatal' | null = null;
  let failed = false;

  const stopAll = (signal: NodeJS.Signals) => {
    for (const worker of alive) worker.process.kill(signal);
  };
  const fail = (line: string | null) => {
    failed = true;
    if (stopping === 'fatal') return;
    stopping = 'fatal';
    if (line) logError(line);
    stopAll('SIGKILL');
  };
  const gone = (worker: Worker, code: number | null, signal: string | null) => {
    alive.delete(worker);
    if (stopping) {
      // Ended by the signal passed on (a process still starting has no handler yet): a clean stop.
      if (code !== 0 && signal !== stopping) failed = true;
      if (alive.size === 0) exit(failed ? 1 : 0);
      return;
    }
    // One that never listened failed at start (it said why): the others would too.
    if (!listening.has(worker)) return fail(null);
    const now = Date.now();
    restarts.push(now);
    while ((restarts[0] ?? now) < now - 60_000) restarts.shift();
    if (restarts.length > MAX_RESTARTS_PER_MINUTE) {
      return fail(`Server processes exited ${restarts.length} times in a minute: stopping.`);
    }
    logError(
      `Server process ${worker.process.pid} exited (${signal ?? `status ${code}`}): starting another.`,
    );
    fork();
  };
  const fork = () => {
    const worker = cluster.fork();
    alive.add(worker);
    worker.on('message', (message: unknown) => {
      if (isFatal(message)) fail(message.line);
    });
    worker.on('listening', () => listening.add(worker));
    // Decided once the process has exited and its channel is closed, so that a line it sent just
    // before exiting has been read (Node may report the exit first).
    let exited: [number | null, string | null] | null = null;
    let disconnected = false;
    const settle = () => {
      if (exited && disconnected) gone(worker, ...exited);
    };
    worker.once('exit', (code: number | null, signal: string | null) => {
      exited = [code, signal];
      settle();
    });
    worker.once('disconnect', () => {
      disconnected = true;
      settle();
    });
  };

  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = signal;
      log(`${signal} received: passing it on to the ${alive.size} server processes.`);
      stopAll(signal);
    });
  }
  log(`Starting ${processes} server processes (WEB_CONCURRENCY=${processes}).`);
  for (let i = 0; i < processes; i++) fork();
}

/**
 * Prints the line that stops the server and exits 1; in a process forked by the primary, hands the
 * line to the primary instead, which prints it once and stops every process. Never resolves: the
 * caller stops there.
 */
export function stopServer(line: string): Promise<never> {
  if (cluster.isWorker && process.send) {
    const message: FatalMessage = { type: 'fatal', line };
    process.send(message, () => process.exit(1));
  } else {
    console.error(line);
    process.exit(1);
  }
  return new Promise<never>(() => {});
}
