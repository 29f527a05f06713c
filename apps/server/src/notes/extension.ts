import type { Hono } from 'hono';
import type { DirectRoute, ServerExtension } from '../app';
import { type BodyLimit, bodyLimitMiddleware } from '../bodyLimit';
import { type ClientKey, clientKeyResolver, socketPeer } from '../clientAddress';
import type { NotesSettings } from '../config';
import { createRateLimiter, type RateLimiter, type RateLimitOptions } from '../rateLimit';
import { createThrottledLog, type LogLine } from '../throttledLog';
import { LIMIT_BUCKETS, NOTE_CREATION_LIMIT, RECIPIENT_LINK_LIMIT, type SharedCallLimit } from './callLimits';
import { ConfigurationError, connectWithRetry, type DatabaseConnection } from './connection';
import { type NotesDatabase, openPGliteDatabase, openPostgresDatabase } from './database';
import { describeDatabaseError, sqlState } from './databaseErrors';
import { type FileStore, openDiskFileStore, openS3FileStore } from './fileStore';
import { defaultMigrationsDir, runMigrations } from './migrations';
import { createNoteFiles, FILE_OBJECT_CALLS, SWEEP_INTERVAL_MS } from './noteFiles';
import { notesOpenApiDocument } from './openapi';
import { postgrestError } from './postgrest';
import { checkPrivilegesAfterMigrations, checkPrivilegesBeforeMigrations, noteRoundTrip } from './privileges';
import { createRpc } from './rpc';
import { ensureServerSchema, reclaimSpace, runMaintenanceIfDue } from './serverSchema';

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
export const PURGE_INTERVAL_MS = 60 * 60 * 1000;

type Rpc = ReturnType<typeof createRpc>;

export interface NotesExtensionOptions {
  /** The database being opened in the background (the server); it is not waited for. */
  connection?: DatabaseConnection;
  /** An open database (tests); otherwise the settings' PostgreSQL or PGlite, waited for. */
  database?: NotesDatabase;
  migrationsDir?: string;
  rateLimit?: RateLimitOptions;
  /** Replaces the settings' read limit (tests); always counted in this process. */
  readRateLimit?: RateLimitOptions;
  /** Replace RECIPIENT_LINK_LIMIT and the settings' chunk-call limit (tests). */
  linkRateLimit?: RateLimitOptions;
  chunkRateLimit?: RateLimitOptions;
  /**
   * Builds a limiter (the server shares it through PostgreSQL, `bucket` naming it there); in
   * memory by default.
   */
  createLimiter?: (options: RateLimitOptions, bucket: string) => RateLimiter;
  /** How a request is attributed to a client (TRUST_PROXY); the socket's peer by default. */
  clientKey?: ClientKey;
  /** Where attachments go; the settings' S3 bucket, else the folder `filesDir`. */
  fileStore?: FileStore;
  /** The attachments budget's window in seconds (tests shorten it); an hour by default. */
  filesBudgetWindowSeconds?: number;
}

export interface NotesExtension extends ServerExtension {
  /** The open database; throws while it is not (yet) reachable. */
  readonly database: NotesDatabase;
  connection: DatabaseConnection;
  /** Deletes expired notes now and gives their space back; resolves to how many. */
  purge(): Promise<number>;
  /** Deletes expired and dead attachments now (the sweeper's run); resolves to objects deleted. */
  sweepFiles(): Promise<number | null>;
  readonly fileStore: FileStore;
  /** Stops the hourly purge and closes the database. */
  close(): Promise<void>;
}

/**
 * Checks the role's privileges, applies the migrations and makes the server's own schema. A
 * privilege missing anyway (42501) is a configuration error: retrying cannot grant it.
 */
async function prepareDatabase(
  db: NotesDatabase,
  migrationsDir: string,
  maxFileBytes?: number,
): Promise<void> {
  try {
    await checkPrivilegesBeforeMigrations(db);
    await runMigrations(db, migrationsDir);
    if (maxFileBytes !== undefined) await applyFileLimit(db, maxFileBytes);
    await ensureServerSchema(db);
    await checkPrivilegesAfterMigrations(db);
  } catch (error) {
    if (sqlState(error) !== '42501' || error instanceof ConfigurationError) throw error;
    throw new ConfigurationError(
      `the role in DATABASE_URL lacks a privilege the notes database needs: ${describeDatabaseError(error)}; see docs/operations.md, "PostgreSQL".`,
    );
  }
}

/** NOTES_MAX_BYTES, where the files functions read it (a database before the files migration has none). */
async function applyFileLimit(db: NotesDatabase, maxBytes: number): Promise<void> {
  await db.query(
    `do $fn$ begin
       if pg_catalog.to_regclass('public.note_file_settings') is not null then
         update public.note_file_settings set max_bytes = ${Math.trunc(maxBytes)};
       end if;
     end $fn$`,
  );
}

/**
 * Opens the notes database in the background and keeps retrying (with backoff) until it is open and
 * migrated: the settings' PostgreSQL (DATABASE_URL), else PGlite in their data folder. A missing
 * privilege is not retried: `onFatal` hears of it (the server stops with that line).
 */
export function connectNotesDatabase(
  {
    databaseUrl,
    dataDir,
    maxFileBytes,
  }: Pick<NotesSettings, 'databaseUrl' | 'dataDir'> & Partial<Pick<NotesSettings, 'maxFileBytes'>>,
  {
    database,
    migrationsDir,
    retry,
    onFatal,
    instrument = (opened) => opened,
    log = (line) => console.error(line),
  }: {
    database?: NotesDatabase;
    migrationsDir?: string;
    retry?: boolean;
    onFatal?: (error: ConfigurationError) => void;
    /** Wraps the opened database (metrics.ts counts its failures and calls in flight). */
    instrument?: (database: NotesDatabase) => NotesDatabase;
    log?: LogLine;
  } = {},
): DatabaseConnection {
  const poolLog = createThrottledLog(log);
  return connectWithRetry({
    retry,
    log,
    onFatal,
    open: async () =>
      instrument(
        database ??
          (databaseUrl
            ? openPostgresDatabase(databaseUrl, { log: poolLog })
            : await openPGliteDatabase(dataDir, { log })),
      ),
    prepare: (db) => prepareDatabase(db, migrationsDir ?? defaultMigrationsDir(), maxFileBytes),
    check: noteRoundTrip,
  });
}

/**
 * The hourly purge of expired notes: once the database is open, then every hour (run by one
 * instance, serverSchema.ts). `purge` deletes expired notes now; `stop` ends the timer.
 */
function startMaintenance(db: DatabaseConnection) {
  const run = () => {
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
  void db.whenReady().then(run);
  const timer = setInterval(run, PURGE_INTERVAL_MS);
  timer.unref();
  return {
    purge: async () => {
      const database = db.current();
      const { rows } = await database.query<{ purged: number }>(
        'select public.purge_expired_notes() as purged',
      );
      await reclaimSpace(database);
      return rows[0]?.purged ?? 0;
    },
    stop: () => clearInterval(timer),
  };
}

/** The attachments' sweep, every minute (one instance per interval: noteFiles.ts). */
function startSweeper(db: DatabaseConnection, sweep: () => Promise<number | null>) {
  const timer = setInterval(() => {
    try {
      db.current();
    } catch {
      return; // Not reachable now: the next run (or another instance) will do it.
    }
    sweep().catch((error: unknown) =>
      console.error('Sweeping note attachments failed:', (error as Error).message),
    );
  }, SWEEP_INTERVAL_MS);
  timer.unref();
  return timer;
}

/** The calls answered from Node's own request (listener.ts): `POST /rest/v1/rpc/<fn>`. */
function rpcRoute(rpc: Rpc, clientKey: ClientKey): DirectRoute {
  return {
    prefix: RPC_PREFIX,
    async answer(name, body, peer, forwardedFor) {
      const { status, body: json, retryAfter } = await rpc(name, body, clientKey(peer, forwardedFor));
      return retryAfter === undefined
        ? { status, body: json }
        : { status, body: json, headers: { 'retry-after': String(retryAfter) } };
    },
  };
}

/** The same calls through Hono (a request the listener hands over, or an app.request in tests). */
function mountRpc(app: Hono, route: DirectRoute) {
  // The API described, at its root as PostgREST does (OpenAPI 3.1 here; PostgREST's is 2.0).
  const described = notesOpenApiDocument();
  for (const root of ['/rest/v1/', '/rest/v1']) app.get(root, (c) => c.json(described));
  app.use(`${RPC_PREFIX}*`, bodyLimitMiddleware(NOTES_BODY_LIMIT));
  app.post(`${RPC_PREFIX}:fn`, async (c) => {
    const answer = await route.answer(
      c.req.param('fn') ?? '',
      await c.req.text(),
      socketPeer(c),
      c.req.header('x-forwarded-for'),
    );
    return c.json(answer.body as null, answer.status as 200, answer.headers ?? {});
  });
}

/**
 * The notes API: answers supabase-js's `POST /rest/v1/rpc/<fn>` the way PostgREST does, running
 * each allow-listed function as the `anon` role so the migrations' grants decide, on PGlite (data on
 * disk) or on PostgreSQL when the settings name one. While the database is unreachable it answers 503.
 */
export async function createNotesExtension(
  settings: NotesSettings,
  options: NotesExtensionOptions = {},
): Promise<NotesExtension> {
  let connection = options.connection;
  if (!connection) {
    // Tests and tools want the database there, or the reason it is not, before the first request.
    connection = connectNotesDatabase(settings, { ...options, retry: false });
    await connection.whenReady();
  }
  const db = connection;
  const sharedLimiter = (kind: SharedCallLimit, limit: RateLimitOptions) =>
    options.createLimiter?.(limit, LIMIT_BUCKETS[kind]) ?? createRateLimiter(limit);
  // One line per kind of failure per interval: a database restart under load fails every call alike.
  const logFailure = createThrottledLog();
  const maintenance = startMaintenance(db);
  const rpc = createRpc({
    connection: db,
    limiters: {
      notes: sharedLimiter('notes', options.rateLimit ?? NOTE_CREATION_LIMIT),
      links: sharedLimiter('links', options.linkRateLimit ?? RECIPIENT_LINK_LIMIT),
      chunks: sharedLimiter('chunks', options.chunkRateLimit ?? settings.chunkRateLimit),
      reads: createRateLimiter(options.readRateLimit ?? settings.readRateLimit),
    },
    logFailure,
  });
  const fileStore =
    options.fileStore ??
    (settings.s3 ? openS3FileStore(settings.s3) : await openDiskFileStore(settings.filesDir));
  const files = createNoteFiles({
    connection: db,
    store: fileStore,
    settings,
    budgetWindowSeconds: options.filesBudgetWindowSeconds,
    logFailure,
  });
  const sweeper = startSweeper(db, files.sweep);
  const route = rpcRoute(
    (name, text, client) =>
      FILE_OBJECT_CALLS.has(name) ? files.call(name, text, client) : rpc(name, text, client),
    options.clientKey ?? clientKeyResolver(null),
  );

  return {
    name: 'notes',
    get database() {
      return db.current();
    },
    connection: db,
    purge: maintenance.purge,
    sweepFiles: () => files.sweep(true),
    fileStore,
    readiness: (timeoutMs?: number) => db.readiness(timeoutMs),
    security: { connectSrc: settings.connectSrc },
    bodyLimits: [NOTES_BODY_LIMIT, ...files.bodyLimits],
    directRoutes: [route],
    mount: (app: Hono) => {
      mountRpc(app, route);
      files.mount(app);
    },
    async close() {
      maintenance.stop();
      clearInterval(sweeper);
      logFailure.flush();
      await db.close();
    },
  };
}
