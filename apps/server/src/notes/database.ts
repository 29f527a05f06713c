import { execFile } from 'node:child_process';
import { constants, existsSync } from 'node:fs';
import { access, mkdir, readdir, readFile, rename, rm, statfs, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { createThrottledLog, type LogLine } from '../throttledLog';
import { describeDatabaseError, isRetryable } from './databaseErrors';
import { createPipeline, type QueryResult, type Statement } from './pipeline';

/** What a transaction body may run. */
export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<Row>>;
  /** Several statements, no parameters (migrations). */
  exec(sql: string): Promise<void>;
}

/** The notes database: PGlite (embedded, on disk) or a real PostgreSQL, behind one interface. */
export interface NotesDatabase {
  readonly kind: 'pglite' | 'postgres';
  transaction<T>(body: (db: Queryable) => Promise<T>): Promise<T>;
  /**
   * One statement in a transaction of its own (the notes API's calls): one round trip on
   * PostgreSQL, its messages written to the socket at once, correct on whichever server session a
   * pooler in transaction mode runs it.
   */
  run<Row = Record<string, unknown>>(statement: Statement, params: unknown[]): Promise<QueryResult<Row>>;
  /** Runs outside any transaction, as the owner (tests and maintenance). */
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<Row>>;
  /** Bytes free on the disk holding the data (PGlite on disk; PostgreSQL watches its own). */
  freeBytes?: () => Promise<number>;
  close(): Promise<void>;
}

/**
 * PostgreSQL's defaults (128 MB of shared buffers, …) are sized for a dedicated database machine;
 * the notes table is small and one process shares its memory with the web server. The WAL too:
 * by default it grows to 1 GB before a checkpoint and keeps 80 MB of used segments for reuse,
 * which on the server's own disk is space new notes lack. Bounded here, with segments deleted
 * rather than renamed for reuse, a purge's VACUUM and checkpoint (serverSchema.ts) leave the data
 * folder at its size before the notes came.
 */
export const PGLITE_SETTINGS = [
  'shared_buffers=16MB',
  'wal_buffers=1MB',
  'work_mem=1MB',
  'maintenance_work_mem=8MB',
  'temp_buffers=1MB',
  'max_wal_size=48MB',
  'min_wal_size=32MB',
  'wal_recycle=off',
];

/**
 * Creates the cluster (initdb) in a short-lived child process. initdb leaves about 500 MB of
 * WebAssembly memory behind that a process never gives back; opening the created cluster afterwards
 * needs about a fifth of it.
 *
 * The child never outlives the server: it is killed when the server exits (a SIGTERM during the
 * first start included), and it exits by itself when its stdin closes (the server killed with
 * SIGKILL). It builds the cluster in a staging folder inside the data folder; the files are then
 * moved into place with PG_VERSION last, so a cluster is either whole or absent: an interrupted
 * first start leaves nothing a later start would open as a database.
 */
async function initializeCluster(dataDir: string): Promise<void> {
  await clearInterruptedInit(dataDir);
  const staging = join(dataDir, `${STAGING_PREFIX}${process.pid}`);
  await mkdir(staging);
  const pgliteUrl = import.meta.resolve('@electric-sql/pglite');
  const script = `process.stdin.on('end', () => process.exit(70)).resume();
const { PGlite } = await import(process.argv[1]);
const db = await PGlite.create({ dataDir: process.argv[2], postgresqlconf: JSON.parse(process.argv[3]) });
await db.close();
process.exit(0);`;
  let child: ReturnType<typeof execFile> | undefined;
  const killChild = () => child?.kill('SIGKILL');
  process.once('exit', killChild);
  try {
    await new Promise<void>((done, fail) => {
      child = execFile(
        process.execPath,
        ['--input-type=module', '-e', script, pgliteUrl, staging, JSON.stringify(PGLITE_SETTINGS)],
        { maxBuffer: 16 * 1024 * 1024 },
        (error, _stdout, stderr) => (error ? fail(Object.assign(error, { stderr })) : done()),
      );
    });
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    const stderr = String((error as { stderr?: unknown }).stderr ?? '').trim();
    const last =
      stderr
        .split('\n')
        .filter((line) => /error/i.test(line))
        .at(-1) ?? stderr.split('\n').at(-1);
    throw new Error(
      `Could not create the embedded database in ${dataDir}: ${last || (error as Error).message}`,
    );
  } finally {
    process.off('exit', killChild);
  }
  const entries = (await readdir(staging)).filter((name) => name !== 'PG_VERSION');
  await writeFile(join(dataDir, MOVING_MARKER), JSON.stringify(entries));
  for (const name of entries) await rename(join(staging, name), join(dataDir, name));
  await rename(join(staging, 'PG_VERSION'), join(dataDir, 'PG_VERSION'));
  await rm(join(dataDir, MOVING_MARKER), { force: true });
  await rm(staging, { recursive: true, force: true });
}

/** Staging folders of a first start (`.initdb-<pid>`) and the list of files being moved from one. */
const STAGING_PREFIX = '.initdb-';
const MOVING_MARKER = '.initdb-moving.json';

/**
 * Removes what an interrupted first start left in a data folder without PG_VERSION: staging
 * folders, and the files of a half-finished move (named in the marker, nothing else is touched).
 * Any other file means the folder is not the notes database's: it is never written over.
 */
async function clearInterruptedInit(dataDir: string): Promise<void> {
  const names = await readdir(dataDir);
  if (names.includes(MOVING_MARKER)) {
    const moved = JSON.parse(await readFile(join(dataDir, MOVING_MARKER), 'utf8')) as string[];
    for (const name of moved) {
      if (typeof name === 'string' && !name.includes('/') && name !== '..' && name !== '.')
        await rm(join(dataDir, name), { recursive: true, force: true });
    }
    await rm(join(dataDir, MOVING_MARKER), { force: true });
  }
  for (const name of names) {
    if (name.startsWith(STAGING_PREFIX) && name !== MOVING_MARKER)
      await rm(join(dataDir, name), { recursive: true, force: true });
  }
  const others = (await readdir(dataDir)).filter((name) => !name.startsWith('.') && name !== 'lost+found');
  if (others.length > 0) {
    throw new Error(
      `The notes data folder ${dataDir} (NOTES_DATA_DIR) is not empty and holds no notes database (no PG_VERSION; it has ${others.slice(0, 3).join(', ')}${others.length > 3 ? ', …' : ''}): choose an empty or new folder.`,
    );
  }
}

/**
 * A new cluster takes about 40 MB: below this much free space the first start says so instead of
 * failing midway. An existing database opens whatever the free space (refusing it would lock out
 * the notes it holds); new notes are refused below PGLITE_MIN_WRITE_FREE_BYTES instead.
 */
export const PGLITE_MIN_FREE_BYTES = 64 * 1024 * 1024;
/** Below this much free space the server creates no new notes; reading (and so deleting) goes on. */
export const PGLITE_MIN_WRITE_FREE_BYTES = 16 * 1024 * 1024;
/**
 * Below this much free space attached files are refused while text notes are still taken: one 10 MB
 * file must not take the last megabytes, and the 48 MB between the floors hold some 550 notes of
 * the largest text (64 KiB), WAL included (768 took 66 MB in space.test.ts).
 */
export const PGLITE_MIN_FILE_FREE_BYTES = 64 * 1024 * 1024;

const MB = 1024 * 1024;

async function freeBytesOf(dataDir: string): Promise<number> {
  const { bavail, bsize } = await statfs(dataDir);
  return bavail * bsize;
}

/**
 * Checks up front what PGlite would report obscurely (an Emscripten `ErrnoError`) or only halfway
 * through: that the folder can be created and written, and, for a new cluster, that the disk has
 * room for it.
 */
async function checkDataDir(dataDir: string): Promise<void> {
  try {
    await mkdir(dataDir, { recursive: true });
    await access(dataDir, constants.R_OK | constants.W_OK | constants.X_OK);
  } catch (error) {
    const { code } = error as NodeJS.ErrnoException;
    throw new Error(
      `The notes data folder ${dataDir} (NOTES_DATA_DIR) cannot be written: ${code === 'EROFS' ? 'read-only file system' : code === 'EACCES' || code === 'EPERM' ? 'permission denied' : (error as Error).message}.`,
    );
  }
}

/** PGlite keeps its files in `dataDir` (created if missing); omit it for a memory-only database. */
export async function openPGliteDatabase(
  dataDir?: string,
  { log = (line: string) => console.error(line) }: { log?: LogLine } = {},
): Promise<NotesDatabase> {
  if (dataDir) {
    await checkDataDir(dataDir);
    const free = await freeBytesOf(dataDir);
    if (!existsSync(join(dataDir, 'PG_VERSION'))) {
      if (free < PGLITE_MIN_FREE_BYTES) {
        throw new Error(
          `The disk holding the notes data folder ${dataDir} is full: ${Math.floor(free / MB)} MB free, a new database needs at least ${PGLITE_MIN_FREE_BYTES / MB} MB.`,
        );
      }
      await initializeCluster(dataDir);
    } else if (free < PGLITE_MIN_WRITE_FREE_BYTES) {
      log(
        `The disk holding the notes data folder ${dataDir} has ${Math.floor(free / MB)} MB free: notes can be read, but no new note is accepted below ${PGLITE_MIN_WRITE_FREE_BYTES / MB} MB.`,
      );
    }
  }
  const db = await PGlite.create({ ...(dataDir ? { dataDir } : {}), postgresqlconf: PGLITE_SETTINGS });
  return {
    kind: 'pglite',
    // PGlite has one connection: it runs transactions one after another.
    transaction: (body) =>
      db.transaction((tx) =>
        body({
          query: (sql, params) => tx.query(sql, params),
          exec: async (sql) => {
            await tx.exec(sql);
          },
        }),
      ),
    query: (sql, params) => db.query(sql, params),
    run: (statement, params) => db.query(statement.text, params),
    ...(dataDir ? { freeBytes: () => freeBytesOf(dataDir) } : {}),
    close: () => db.close(),
  };
}

/**
 * Connections per server process: two carry the API's calls, pipelined (pipeline.ts), which keep
 * a two-core database busy; the pool's few serve everything else.
 */
export const PIPELINE_CONNECTIONS = 2;
export const POOL_CONNECTIONS = 4;

/**
 * A pool of connections to PostgreSQL that survives the server going away: every client carries an
 * 'error' listener from its creation, so a session the server ends (57P01 on a restart, a reset)
 * while the client is idle or checked out is logged (once per interval) instead of being an
 * unhandled 'error' event that ends the process. A client whose connection failed is destroyed
 * on release, and the next request opens a new one.
 */
export function openPostgresDatabase(
  connectionString: string,
  { log = createThrottledLog() }: { log?: LogLine } = {},
): NotesDatabase {
  // The API's calls go through the pipeline; the pool serves transactions (migrations, maintenance,
  // readiness) and the owner's queries, a few at a time.
  const pool = new pg.Pool({ connectionString, max: POOL_CONNECTIONS, connectionTimeoutMillis: 10_000 });
  const pipeline = createPipeline(connectionString, { connections: PIPELINE_CONNECTIONS, log });
  const report = (error: Error) => log(`Notes database connection error: ${describeDatabaseError(error)}`);
  pool.on('error', report);
  pool.on('connect', (client) => client.on('error', report));
  return {
    kind: 'postgres',
    async transaction(body) {
      const client = await pool.connect();
      let broken: unknown;
      try {
        await client.query('begin');
        const result = await body({
          query: async (sql, params) => {
            const { rows } = await client.query(sql, params);
            return { rows };
          },
          exec: async (sql) => {
            await client.query(sql);
          },
        });
        await client.query('commit');
        return result;
      } catch (error) {
        if (isRetryable(error)) broken = error;
        else await client.query('rollback').catch((failed: unknown) => (broken = failed));
        throw error;
      } finally {
        client.release(broken instanceof Error ? broken : undefined);
      }
    },
    run: (statement, params) => pipeline.run(statement, params),
    async query(sql, params) {
      const { rows } = await pool.query(sql, params);
      return { rows };
    },
    close: async () => {
      await Promise.all([pipeline.close(), pool.end()]);
    },
  };
}
