import { existsSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import type { Context, Hono } from 'hono';
import type { ServerExtension } from '../app';
import { type BodyLimit, bodyLimitMiddleware } from '../bodyLimit';
import { clientAddressResolver } from '../clientAddress';
import { createRateLimiter, type RateLimiter, type RateLimitOptions } from '../rateLimit';
import { createThrottledLog, type LogLine } from '../throttledLog';
import {
  ConfigurationError,
  connectWithRetry,
  type DatabaseConnection,
  DatabaseUnavailableError,
} from './connection';
import {
  type NotesDatabase,
  openPGliteDatabase,
  openPostgresDatabase,
  PGLITE_MIN_WRITE_FREE_BYTES,
} from './database';
import { describeDatabaseError, OUT_OF_SPACE_MESSAGE, publicError, sqlState } from './databaseErrors';
import { defaultMigrationsDir, runMigrations } from './migrations';
import { postgrestError } from './postgrest';
import { checkPrivilegesAfterMigrations, checkPrivilegesBeforeMigrations, noteRoundTrip } from './privileges';
import { ensureServerSchema, runMaintenanceIfDue } from './serverSchema';

/** The functions the API exposes (as PostgREST would with their EXECUTE grants), and their args. */
const FUNCTIONS: Record<string, { args: Record<string, 'text' | 'uuid'> }> = {
  create_note: { args: { note_content: 'text', note_claim_hash: 'text' } },
  note_exists: { args: { note_id: 'uuid' } },
  read_note: { args: { note_id: 'uuid', note_claim: 'text' } },
  create_note_with_options: {
    args: {
      note_content: 'text',
      note_claim_hash: 'text',
      note_expiry: 'text',
      note_status_hash: 'text',
      note_passphrase_claim_hash: 'text',
    },
  },
  note_info: { args: { note_id: 'uuid' } },
  read_note_with_passphrase: { args: { note_id: 'uuid', note_claim: 'text', note_passphrase_claim: 'text' } },
  note_status: { args: { note_id: 'uuid', note_status_claim: 'text' } },
};

/** The calls that create a note (counted by the creation limit) and those that only read. */
const CREATING = new Set(['create_note', 'create_note_with_options']);

/** 64 KiB of ciphertext plus the JSON around it; the database refuses content over 64 KiB itself. */
export const NOTES_BODY_LIMIT_BYTES = 80 * 1024;
export const NOTES_BODY_LIMIT: BodyLimit = {
  prefix: '/rest/v1/rpc/',
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
  clientKey?: (c: Context) => string;
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

const refuse = (c: Context, failure: ReturnType<typeof publicError>) =>
  c.json(
    failure.body,
    failure.status as 400,
    failure.retryAfter ? { 'Retry-After': String(failure.retryAfter) } : {},
  );

/** An allow-listed call's function and argument values, or PostgREST's answer to a bad one. */
async function readCall(c: Context, name: string) {
  const fn = Object.hasOwn(FUNCTIONS, name) ? FUNCTIONS[name] : undefined;
  if (!fn) {
    return c.json(
      postgrestError('PGRST202', `Could not find the function public.${name} in the schema cache`),
      404,
    );
  }
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    return c.json(postgrestError('PGRST102', 'Empty or invalid json'), 400);
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return c.json(postgrestError('PGRST102', 'The arguments must be a JSON object'), 400);
  }
  const params = Object.keys(fn.args);
  const given = Object.keys(body);
  if (given.length !== params.length || !params.every((param) => Object.hasOwn(body, param))) {
    return c.json(
      postgrestError(
        'PGRST202',
        `Could not find the function public.${name}(${given.sort().join(', ')}) in the schema cache`,
        null,
        `Expected the arguments (${params.join(', ')}).`,
      ),
      404,
    );
  }
  const values: (string | null)[] = [];
  for (const param of params) {
    const value = (body as Record<string, unknown>)[param];
    if (value !== null && typeof value !== 'string') {
      return c.json(postgrestError('22023', `The argument ${param} must be a string.`), 400);
    }
    values.push(value);
  }
  return { fn, params, values };
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
  const limiter = options.createLimiter?.(limit) ?? createRateLimiter(limit);
  const readLimit = options.readRateLimit ?? readNotesReadLimit(env);
  const readLimiter = createRateLimiter(readLimit);
  const clientKey = options.clientKey ?? clientAddressResolver(null);
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

  const call = async (c: Context) => {
    const name = c.req.param('fn') ?? '';
    const parsed = await readCall(c, name);
    if (parsed instanceof Response) return parsed;
    const { fn, params, values } = parsed;

    let database: NotesDatabase;
    try {
      database = db.current();
    } catch (error) {
      if (!(error instanceof DatabaseUnavailableError)) throw error;
      return c.json(postgrestError('PGRST000', error.message), 503, { 'Retry-After': '5' });
    }
    const creating = CREATING.has(name);
    const decision = await (creating ? limiter : readLimiter).hit(clientKey(c));
    if (!decision.allowed) {
      c.header('Retry-After', String(decision.retryAfterSeconds));
      return c.json(
        postgrestError(
          'PGRST429',
          creating
            ? `Too many notes created from this address: try again in ${decision.retryAfterSeconds} s.`
            : `Too many requests from this address: try again in ${decision.retryAfterSeconds} s.`,
        ),
        429,
      );
    }
    // PGlite shares the server's disk: below a floor, refuse new notes and keep serving reads.
    if (creating && database.freeBytes && (await database.freeBytes()) < PGLITE_MIN_WRITE_FREE_BYTES) {
      db.invalidate();
      logFailure(
        `Notes: refusing new notes, less than ${PGLITE_MIN_WRITE_FREE_BYTES / 1024 / 1024} MB free on the data disk.`,
      );
      return c.json(postgrestError('PGRST507', OUT_OF_SPACE_MESSAGE), 507);
    }

    const argList = params.map((param, index) => `${param} => $${index + 1}::${fn.args[param]}`).join(', ');
    try {
      const result = await database.transaction(async (tx) => {
        // As PostgREST does for an anonymous request: the role's grants decide what runs.
        await tx.query('set local role anon');
        const { rows } = await tx.query<{ result: unknown }>(
          `select public.${name}(${argList}) as result`,
          values,
        );
        return rows[0]?.result ?? null;
      });
      return c.json(result as string | boolean | null);
    } catch (error) {
      const failure = publicError(error);
      if (failure.status >= 500) {
        db.invalidate();
        logFailure(`Notes function ${name} failed: ${describeDatabaseError(error)}`);
      }
      return refuse(c, failure);
    }
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
    mount(app: Hono) {
      app.use('/rest/v1/rpc/*', bodyLimitMiddleware(NOTES_BODY_LIMIT));
      app.post('/rest/v1/rpc/:fn', call);
    },
    async close() {
      clearInterval(timer);
      logFailure.flush();
      await db.close();
    },
  };
}
