import { existsSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import type { Hono } from 'hono';
import type { DirectRoute, ServerExtension } from '../app';
import { type BodyLimit, bodyLimitMiddleware } from '../bodyLimit';
import { type ClientKey, clientKeyResolver, socketPeer } from '../clientAddress';
import { createRateLimiter, type RateLimiter, type RateLimitOptions } from '../rateLimit';
import { createThrottledLog, type LogLine } from '../throttledLog';
import { ConfigurationError, connectWithRetry, type DatabaseConnection } from './connection';
import { type NotesDatabase, openPGliteDatabase, openPostgresDatabase } from './database';
import { describeDatabaseError, sqlState } from './databaseErrors';
import { defaultMigrationsDir, runMigrations } from './migrations';
import { postgrestError } from './postgrest';
import { checkPrivilegesAfterMigrations, checkPrivilegesBeforeMigrations, noteRoundTrip } from './privileges';
import { createRpc } from './rpc';
import { ensureServerSchema, runMaintenanceIfDue } from './serverSchema';

/** 64 KiB of ciphertext plus the JSON around it; the database refuses content over 64 KiB itself. */
export const NOTES_BODY_LIMIT_BYTES = 80 * 1024;
/** supabase-js calls `POST /rest/v1/rpc/<fn>`. */
const RPC_PREFIX = '/rest/v1/rpc/';
export const NOTES_BODY_LIMIT: BodyLimit = {
  prefix: RPC_PREFIX,
  maxBytes: NOTES_BODY_LIMIT_BYTES,
  tooLarge: postgrestError(
    'PGRST413',
    `Request body too large: the limit is ${NOTES_BODY_LIMIT_BYTES} bytes.`,
  ),
};
export const NOTE_CREATION_LIMIT: RateLimitOptions = { max: 20, windowMs: 60_000 };
/**
 * Read calls (note_exists, note_info, read_note, …) per client per minute, by default. A person
 * opening links makes a few; a script trying ids makes thousands. Counted per instance, in memory:
 * it stops enumeration, it is not a quota (N instances allow up to N times this).
 */
export const DEFAULT_READ_LIMIT = 600;
export const PURGE_INTERVAL_MS = 60 * 60 * 1000;

/** NOTES_READ_RATE_LIMIT: read calls per client per minute. */
export function readNotesReadLimit(env: NodeJS.ProcessEnv): RateLimitOptions {
  const raw = env.NOTES_READ_RATE_LIMIT?.trim();
  const max = raw ? Number(raw) : DEFAULT_READ_LIMIT;
  if (!Number.isInteger(max) || max < 1) {
    throw new Error(
      `NOTES_READ_RATE_LIMIT must be a whole number of read calls per client per minute, got "${env.NOTES_READ_RATE_LIMIT}".`,
    );
  }
  return { max, windowMs: 60_000 };
}

export interface NotesExtensionOptions {
  /** The database being opened in the background (the server); it is not waited for. */
  connection?: DatabaseConnection;
  /** An open database (tests); otherwise DATABASE_URL or PGlite in NOTES_DATA_DIR, waited for. */
  database?: NotesDatabase;
  migrationsDir?: string;
  rateLimit?: RateLimitOptions;
  /** The read calls' limit (NOTES_READ_RATE_LIMIT by default); always counted in this process. */
  readRateLimit?: RateLimitOptions;
  /** Builds the limiter (the server shares it through PostgreSQL); in memory by default. */
  createLimiter?: (options: RateLimitOptions) => RateLimiter;
  /** How a request is attributed to a client (TRUST_PROXY); the socket's peer by default. */
  clientKey?: ClientKey;
}

export interface NotesExtension extends ServerExtension {
  /** The open database; throws while it is not (yet) reachable. */
  readonly database: NotesDatabase;
  connection: DatabaseConnection;
  /** Deletes expired notes now; resolves to how many. */
  purge(): Promise<number>;
  /** Stops the hourly purge and closes the database. */
  close(): Promise<void>;
}

/** The repo root (where pnpm-workspace.yaml is) above `from`, else `from`. */
function projectRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'pnpm-workspace.yaml'))) return dir;
    if (dirname(dir) === dir) return from;
  }
}

/** NOTES_DATA_DIR (relative to the working directory), default `.data/notes` under the repo root. */
export function notesDataDir(env: NodeJS.ProcessEnv, cwd = process.cwd()): string {
  const configured = env.NOTES_DATA_DIR?.trim();
  if (configured) return isAbsolute(configured) ? configured : resolve(cwd, configured);
  return join(projectRoot(cwd), '.data', 'notes');
}

/** An origin for the CSP when the site is built against a hosted Supabase project. */
function hostedOrigin(url: string | undefined): string[] {
  if (!url) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
}

/**
 * Checks the role's privileges, applies the migrations and makes the server's own schema. A
 * privilege missing anyway (42501) is a configuration error: retrying cannot grant it.
 */
async function prepareDatabase(db: NotesDatabase, migrationsDir: string): Promise<void> {
  try {
    await checkPrivilegesBeforeMigrations(db);
    await runMigrations(db, migrationsDir);
    await ensureServerSchema(db);
    await checkPrivilegesAfterMigrations(db);
  } catch (error) {
    if (sqlState(error) !== '42501' || error instanceof ConfigurationError) throw error;
    throw new ConfigurationError(
      `the role in DATABASE_URL lacks a privilege the notes database needs: ${describeDatabaseError(error)}; see docs/operations.md, "PostgreSQL".`,
    );
  }
}

/**
 * Opens the notes database in the background and keeps retrying (with backoff) until it is open and
 * migrated: DATABASE_URL, else PGlite in NOTES_DATA_DIR. A missing privilege is not retried:
 * `onFatal` hears of it (the server stops with that line).
 */
export function connectNotesDatabase(
  env: NodeJS.ProcessEnv,
  {
    database,
    migrationsDir,
    retry,
    onFatal,
    log = (line) => console.error(line),
  }: {
    database?: NotesDatabase;
    migrationsDir?: string;
    retry?: boolean;
    onFatal?: (error: ConfigurationError) => void;
    log?: LogLine;
  } = {},
): DatabaseConnection {
  const url = env.DATABASE_URL?.trim();
  const poolLog = createThrottledLog(log);
  return connectWithRetry({
    retry,
    log,
    onFatal,
    open: async () =>
      database ??
      (url
        ? openPostgresDatabase(url, { log: poolLog })
        : await openPGliteDatabase(notesDataDir(env), { log })),
    prepare: (db) => prepareDatabase(db, migrationsDir ?? defaultMigrationsDir()),
    check: noteRoundTrip,
  });
}

/**
 * The notes API: answers supabase-js's `POST /rest/v1/rpc/<fn>` the way PostgREST does, running
 * each allow-listed function as the `anon` role so the migrations' grants decide, on PGlite (data on
 * disk) or on PostgreSQL when DATABASE_URL is set. While the database is unreachable it answers 503.
 */
export async function createNotesExtension(
  env: NodeJS.ProcessEnv,
  options: NotesExtensionOptions = {},
): Promise<NotesExtension> {
  let connection = options.connection;
  if (!connection) {
    // Tests and tools want the database there, or the reason it is not, before the first request.
    connection = connectNotesDatabase(env, { ...options, retry: false });
    await connection.whenReady();
  }
  const db = connection;
  const limit = options.rateLimit ?? NOTE_CREATION_LIMIT;
  // One line per kind of failure per interval: a database restart under load fails every call alike.
  const logFailure = createThrottledLog();
  const purge = async () => {
    const { rows } = await db
      .current()
      .query<{ purged: number }>('select public.purge_expired_notes() as purged');
    return rows[0]?.purged ?? 0;
  };
  const runMaintenance = () => {
    let database: NotesDatabase;
    try {
      database = db.current();
    } catch {
      return; // Not reachable now: the next run (or another instance) will do it.
    }
    runMaintenanceIfDue(database, PURGE_INTERVAL_MS).catch((error: unknown) =>
      console.error('Purging expired notes failed:', (error as Error).message),
    );
  };
  void db.whenReady().then(runMaintenance);
  const timer = setInterval(runMaintenance, PURGE_INTERVAL_MS);
  timer.unref();

  const rpc = createRpc({
    connection: db,
    limiter: options.createLimiter?.(limit) ?? createRateLimiter(limit),
    readLimiter: createRateLimiter(options.readRateLimit ?? readNotesReadLimit(env)),
    logFailure,
  });
  const clientKey = options.clientKey ?? clientKeyResolver(null);
  const direct: DirectRoute = {
    prefix: RPC_PREFIX,
    async answer(name, body, peer, forwardedFor) {
      const { status, body: json, retryAfter } = await rpc(name, body, clientKey(peer, forwardedFor));
      return retryAfter === undefined
        ? { status, body: json }
        : { status, body: json, headers: { 'retry-after': String(retryAfter) } };
    },
  };

  return {
    name: 'notes',
    get database() {
      return db.current();
    },
    connection: db,
    purge,
    readiness: (timeoutMs?: number) => db.readiness(timeoutMs),
    security: { connectSrc: hostedOrigin(env.VITE_SUPABASE_URL) },
    bodyLimits: [NOTES_BODY_LIMIT],
    directRoutes: [direct],
    mount(app: Hono) {
      app.use(`${RPC_PREFIX}*`, bodyLimitMiddleware(NOTES_BODY_LIMIT));
      app.post(`${RPC_PREFIX}:fn`, async (c) => {
        const answer = await direct.answer(
          c.req.param('fn') ?? '',
          await c.req.text(),
          socketPeer(c),
          c.req.header('x-forwarded-for'),
        );
        return c.json(answer.body as null, answer.status as 200, answer.headers ?? {});
      });
    },
    async close() {
      clearInterval(timer);
      logFailure.flush();
      await db.close();
    },
  };
}
