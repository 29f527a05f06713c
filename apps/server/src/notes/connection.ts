import type { NotesDatabase } from './database';

export type Readiness = { ready: true } | { ready: false; reason: string };

/** Thrown by `current()` while the database is not open and migrated. */
export class DatabaseUnavailableError extends Error {}

/**
 * The notes database as the server sees it: opened and migrated in the background, retried with
 * backoff until it works, so the server starts (and serves the site) while PostgreSQL is away.
 */
export interface DatabaseConnection {
  /** The open, migrated database; throws DatabaseUnavailableError (with the reason) otherwise. */
  current(): NotesDatabase;
  /** The open, migrated database, once it is. */
  whenReady(): Promise<NotesDatabase>;
  /** Open, migrated and answering a query now (within `timeoutMs`). */
  readiness(timeoutMs?: number): Promise<Readiness>;
  close(): Promise<void>;
}

export interface ConnectOptions {
  /** Opens the database (a pool need not connect yet). */
  open: () => Promise<NotesDatabase>;
  /** Applies migrations; the first query, so a refused connection surfaces here. */
  prepare: (db: NotesDatabase) => Promise<void>;
  /** Delay before the first retry, doubled after each failure up to `maxRetryMs`. */
  firstRetryMs?: number;
  maxRetryMs?: number;
  /** false: give up after the first failure, and `whenReady()` rejects with it (tests, tools). */
  retry?: boolean;
  log?: (line: string) => void;
}

/** One line for a connection failure: `AggregateError`s (several addresses) carry no message. */
export function describeDatabaseError(error: unknown): string {
  if (error instanceof AggregateError && error.errors.length > 0) {
    return [...new Set(error.errors.map((inner) => describeDatabaseError(inner)))].join('; ');
  }
  if (error instanceof Error) {
    return error.message || (error as Error & { code?: string }).code || error.name;
  }
  return String(error);
}

export function connectWithRetry({
  open,
  prepare,
  firstRetryMs = 1_000,
  maxRetryMs = 30_000,
  retry = true,
  log = (line) => console.error(line),
}: ConnectOptions): DatabaseConnection {
  let database: NotesDatabase | null = null;
  let reason = 'The notes database is starting.';
  let closed = false;
  let timer: NodeJS.Timeout | undefined;
  let attempt = 0;
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
      if (!retry) {
        reason = `The notes database is unavailable: ${describeDatabaseError(error)}`;
        closed = true;
        rejectReady(new Error(reason, { cause: error }));
        return;
      }
      const delay = Math.min(maxRetryMs, firstRetryMs * 2 ** (attempt - 1));
      reason = `The notes database is unavailable: ${describeDatabaseError(error)}`;
      log(`${reason} (attempt ${attempt}; retrying in ${Math.round(delay / 1000)} s).`);
      timer = setTimeout(() => void tryOnce(), delay);
      timer.unref();
    }
  };
  void tryOnce();

  return {
    current() {
      if (!database) throw new DatabaseUnavailableError(reason);
      return database;
    },
    whenReady: () => ready,
    async readiness(timeoutMs = 3_000) {
      if (!database) return { ready: false, reason };
      let timeout: NodeJS.Timeout | undefined;
      try {
        await Promise.race([
          database.query('select 1'),
          new Promise((_, reject) => {
            timeout = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
          }),
        ]);
        return { ready: true };
      } catch (error) {
        return {
          ready: false,
          reason: `The notes database is unreachable: ${describeDatabaseError(error)}`,
        };
      } finally {
        clearTimeout(timeout);
      }
    },
    async close() {
      closed = true;
      clearTimeout(timer);
      await database?.close();
      database = null;
    },
  };
}
