import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type NotesDatabase, openPGliteDatabase, openPostgresDatabase } from './database';
import { startTestPostgres, type TestPostgres } from './postgresHarness';

/** A notes database for the API tests: PGlite in a temporary folder, or a PostgreSQL started here. */
export interface Backend {
  database: NotesDatabase;
  /** Folder holding the database files, to search them for plaintext. */
  dataDir: string;
  /** A checkpoint so that everything written reaches the files. */
  flush(): Promise<void>;
  /** Closes `database` and opens the same data again (a server restart); returns the new handle. */
  reopen(): Promise<NotesDatabase>;
  stop(): Promise<void>;
}

export async function filesContaining(dir: string, needle: Buffer): Promise<string[]> {
  const hits: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    if ((await readFile(path)).includes(needle)) hits.push(path);
  }
  return hits;
}

export const backends: [string, () => Promise<Backend>][] = [
  [
    'PGlite',
    async () => {
      const dataDir = await mkdtemp(join(tmpdir(), 'privnote-pglite-'));
      const backend: Backend = {
        database: await openPGliteDatabase(dataDir),
        dataDir,
        flush: async () => {
          await backend.database.query('checkpoint');
        },
        reopen: async () => {
          // Already closed when an extension holding it was closed.
          await backend.database.close().catch(() => undefined);
          backend.database = await openPGliteDatabase(dataDir);
          return backend.database;
        },
        stop: async () => {
          await backend.database.close().catch(() => undefined);
          await rm(dataDir, { recursive: true, force: true });
        },
      };
      return backend;
    },
  ],
  [
    'PostgreSQL 15',
    async () => {
      const server: TestPostgres = await startTestPostgres();
      const backend: Backend = {
        database: openPostgresDatabase(server.url),
        dataDir: server.dataDir,
        flush: async () => {
          await backend.database.query('checkpoint');
        },
        reopen: async () => {
          // Already closed when an extension holding it was closed.
          await backend.database.close().catch(() => undefined);
          backend.database = openPostgresDatabase(server.url);
          return backend.database;
        },
        stop: async () => {
          await backend.database.close().catch(() => undefined);
          await server.stop();
        },
      };
      return backend;
    },
  ],
];
