import { createThrottledLog, type LogLine } from '../throttledLog';
import type { NotesDatabase } from './database';
import { describeDatabaseError, isConnectionFailure } from './databaseErrors';

/** `reason` is public (/readyz): what is wrong, never a host, a role or a path (those are logged). */
export type Readiness = { ready: true } | { ready: false; reason: string };

/** Thrown by `current()` while the database is not open and migrated; its message is public. */
export class DatabaseUnavailableError extends Error {}

/**
 * Something only the operator can fix (a privilege the server's role lacks): retrying cannot help,
 * so the server stops with this one line (`Configuration error: …`) instead of retrying forever.
 */
export class ConfigurationError extends Error {}

/** A readiness check that failed for a reason worth saying publicly (a nearly full disk). */
export class NotReadyError extends Error {
  constructor(
    message: string,
    readonly publicReason: string,
  ) {
    super(message);
  }
}

export const STARTING_REASON = 'The notes database is starting.';
export const UNAVAILABLE_REASON = 'The notes database is unavailable (the server log says why).';
export const UNREACHABLE_REASON = 'The notes database is unreachable (the server log says why).';
export const CANNOT_SERVE_REASON = 'The notes database cannot store notes (the server log says why).';

/** A successful check is reused this long, so that a flood of /readyz is not a flood of writes. */
const READY_FOR_MS = 1_000;

/**
 * The notes database as the server sees it: opened and migrated in the background, retried with
 * backoff until it works, so the server starts (and serves the site) while PostgreSQL is away.
 */
export interface DatabaseConnection {
  /** The open, migrated database; throws DatabaseUnavailableError (public reason) otherwise. */
  current(): NotesDatabase;
  /** The open, migrated database, once it is. */
  whenReady(): Promise<NotesDatabase>;
  /** Open, migrated, and a round trip in the API's role answered now (within `timeoutMs`). */
  readiness(timeoutMs?: number): Promise<Readiness>;
  /** Forgets the last successful check: a request just saw the database fail. */
  invalidate(): void;
  close(): Promise<void>;
}

export interface ConnectOptions {
  /** Opens the database (a pool need not connect yet). */
  open: () => Promise<NotesDatabase>;
  /** Checks privileges and applies migrations; the first query, so a refused connection surfaces here. */
  prepare: (db: NotesDatabase) => Promise<void>;
  /** What readiness runs on the open database (default `select 1`); throws when it cannot serve. */
  check?: (db: NotesDatabase) => Promise<void>;
  /** Delay before the first retry, doubled after each failure up to `maxRetryMs`. */
  firstRetryMs?: number;
  maxRetryMs?: number;
  /** false: give up after the first failure, and `whenReady()` rejects with it (tests, tools). */
  retry?: boolean;
  log?: LogLine;
  /** Called once when `prepare` throws a ConfigurationError (the server then stops: main.ts). */
  onFatal?: (error: ConfigurationError) => void;
}

export function connectWithRetry({
  open,
  prepare,
  check = async (db) => {
    await db.query('select 1');
  },
  firstRetryMs = 1_000,
  maxRetryMs = 30_000,
  retry = true,
  log = (line) => console.error(line),
  onFatal,
}: ConnectOptions): DatabaseConnection {
  let database: NotesDatabase | null = null;
  let reason = STARTING_REASON;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;
  let attempt = 0;
  let readyUntil = 0;
  let checking: Promise<Readiness> | undefined;
  const logCheck = createThrottledLog(log);
  let resolveReady: (db: NotesDatabase) => void = () => {};
  let rejectReady: (error: Error) => void = () => {};
  const ready = new Promise<NotesDatabase>((resolve, reject) => {
    resolveReady = resolve;
    rejectReady = reject;
  });
  // Nobody may be waiting: a failure here is reported through readiness() and the log.
  ready.catch(() => undefined);

  const tryOnce = async () => {
    attempt += 1;
    let opened: NotesDatabase | null = null;
    try {
      opened = await open();
      await prepare(opened);
      if (closed) {
        await opened.close();
        return;
      }
      database = opened;
      if (attempt > 1) log(`The notes database is ready (attempt ${attempt}).`);
      resolveReady(opened);
    } catch (error) {
      await opened?.close().catch(() => undefined);
      if (closed) return;
      reason = UNAVAILABLE_REASON;
      const detail = `The notes database is unavailable: ${describeDatabaseError(error)}`;
      if (error instanceof ConfigurationError || !retry) {
        closed = true;
        rejectReady(error instanceof ConfigurationError ? error : new Error(detail, { cause: error }));
        if (error instanceof ConfigurationError) onFatal?.(error);
        return;
      }
      const delay = Math.min(maxRetryMs, firstRetryMs * 2 ** (attempt - 1));
      log(`${detail} (attempt ${attempt}; retrying in ${Math.round(delay / 1000)} s).`);
      timer = setTimeout(() => void tryOnce(), delay);
      timer.unref();
    }
  };
  void tryOnce();

  const runCheck = async (db: NotesDatabase, timeoutMs: number): Promise<Readiness> => {
    let timeout: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        check(db),
        new Promise((_, reject) => {
          timeout = setTimeout(
            () => reject(Object.assign(new Error(`no answer within ${timeoutMs} ms`), { code: 'ETIMEDOUT' })),
            timeoutMs,
          );
        }),
      ]);
      readyUntil = Date.now() + READY_FOR_MS;
      return { ready: true };
    } catch (error) {
      readyUntil = 0;
      logCheck(`Readiness: the notes database cannot serve: ${describeDatabaseError(error)}`);
      return {
        ready: false,
        reason:
          error instanceof NotReadyError
            ? error.publicReason
            : isConnectionFailure(error)
              ? UNREACHABLE_REASON
              : CANNOT_SERVE_REASON,
      };
    } finally {
      clearTimeout(timeout);
    }
  };

  return {
    current() {
      if (!database) throw new DatabaseUnavailableError(reason);
      return database;
    },
    whenReady: () => ready,
    async readiness(timeoutMs = 3_000) {
      if (!database) return { ready: false, reason };
      if (Date.now() < readyUntil) return { ready: true };
      // Concurrent probes (several load balancers) share one round trip.
      checking ??= runCheck(database, timeoutMs).finally(() => {
        checking = undefined;
      });
      return checking;
    },
    invalidate() {
      readyUntil = 0;
    },
    async close() {
      closed = true;
      clearTimeout(timer);
      logCheck.flush();
      await database?.close();
      database = null;
    },
  };
}
