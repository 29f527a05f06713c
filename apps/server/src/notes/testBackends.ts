import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createNotesClient, createSupabaseNotesApi, type NotesApi } from '@demos/privnote/core';
import { serve } from '@hono/node-server';
import WebSocket from 'ws';
import { createApp } from '../app';
import { readNotesSettings } from '../config';
import { type NotesDatabase, openPGliteDatabase, openPostgresDatabase } from './database';
import { createNotesExtension, type NotesExtension, type NotesExtensionOptions } from './extension';
import { startTestPgBouncer } from './pgbouncerHarness';
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
  ['PostgreSQL 15', () => openPostgresBackend({ pooled: false })],
  // Supabase's port 6543, most managed poolers: each transaction may run on another server session.
  ['PostgreSQL 15 through PgBouncer (transaction mode)', () => openPostgresBackend({ pooled: true })],
];

async function openPostgresBackend({ pooled }: { pooled: boolean }): Promise<Backend> {
  const server: TestPostgres = await startTestPostgres();
  const bouncer = pooled ? await startTestPgBouncer(server, { poolSize: 3 }) : null;
  const url = bouncer?.url ?? server.url;
  const backend: Backend = {
    database: openPostgresDatabase(url),
    dataDir: server.dataDir,
    flush: async () => {
      await backend.database.query('checkpoint');
    },
    reopen: async () => {
      // Already closed when an extension holding it was closed.
      await backend.database.close().catch(() => undefined);
      backend.database = openPostgresDatabase(url);
      return backend.database;
    },
    stop: async () => {
      await backend.database.close().catch(() => undefined);
      await bouncer?.stop();
      await server.stop();
    },
  };
  return backend;
}

/** The notes API served over HTTP on `database`, with generous limits, and supabase-js on it. */
export interface ServedNotes {
  extension: NotesExtension;
  baseUrl: string;
  api: NotesApi;
  /** A raw POST to an RPC function: `body` as given when a string (malformed JSON tests), else as JSON. */
  rpc(fn: string, body: unknown): Promise<Response>;
  close(): Promise<void>;
}

export async function serveNotes(
  database: NotesDatabase,
  env: NodeJS.ProcessEnv = {},
  options: Pick<
    NotesExtensionOptions,
    | 'linkRateLimit'
    | 'chunkRateLimit'
    | 'createLimiter'
    | 'fileStore'
    | 'filesBudgetWindowSeconds'
    | 'clientKey'
  > = {},
): Promise<ServedNotes> {
  // Attachments on disk go to a folder of the test's own, not the repository's .data/notes.
  const filesDir = await mkdtemp(join(tmpdir(), 'privnote-files-'));
  const extension = await createNotesExtension(readNotesSettings({ NOTES_DATA_DIR: filesDir, ...env }), {
    database,
    rateLimit: { max: 1000, windowMs: 60_000 },
    readRateLimit: { max: 100_000, windowMs: 60_000 },
    linkRateLimit: { max: 100_000, windowMs: 60_000 },
    chunkRateLimit: { max: 100_000, windowMs: 60_000 },
    ...options,
  });
  const siteDir = await mkdtemp(join(tmpdir(), 'privnote-site-'));
  await writeFile(join(siteDir, 'index.html'), '<!doctype html><title>site</title>');
  await writeFile(join(siteDir, 'routes.json'), JSON.stringify([{ path: '/privnote' }]));
  const app = await createApp({ siteDir, extensions: [extension] });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  // Longer than the client's 4 s keep-alive: on a loaded machine the server's default 5 s could
  // close a pooled socket just as fetch reuses it ("other side closed").
  (server as import('node:http').Server).keepAliveTimeout = 60_000;
  await new Promise<void>((ready) => server.once('listening', () => ready()));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    extension,
    baseUrl,
    rpc: (fn, body) =>
      fetch(`${baseUrl}/rest/v1/rpc/${fn}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
    // Node 20 has no global WebSocket: supabase-js's realtime client needs one given.
    api: createSupabaseNotesApi(
      createNotesClient({ url: baseUrl, anonKey: 'test' }, { realtime: { transport: WebSocket as never } }),
      baseUrl,
    ),
    close: async () => {
      await new Promise<void>((done) => server.close(() => done()));
      await extension.close();
      await rm(siteDir, { recursive: true, force: true });
      await rm(filesDir, { recursive: true, force: true });
    },
  };
}
