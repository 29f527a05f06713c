import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export interface QueryResult<Row> {
  rows: Row[];
}

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
  /** Runs outside any transaction, as the owner (tests and maintenance). */
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<Row>>;
  close(): Promise<void>;
}

/** PGlite keeps its files in `dataDir` (created if missing); omit it for a memory-only database. */
export async function openPGliteDatabase(dataDir?: string): Promise<NotesDatabase> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const db = await PGlite.create(dataDir ? { dataDir } : {});
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
    close: () => db.close(),
  };
}

export function openPostgresDatabase(connectionString: string): NotesDatabase {
  const pool = new pg.Pool({ connectionString, max: 10, connectionTimeoutMillis: 10_000 });
  pool.on('error', (error) => console.error('Notes database connection error:', error.message));
  return {
    kind: 'postgres',
    async transaction(body) {
      const client = await pool.connect();
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
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async query(sql, params) {
      const { rows } = await pool.query(sql, params);
      return { rows };
    },
    close: () => pool.end(),
  };
}
