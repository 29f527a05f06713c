// @vitest-environment node
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  createNotesClient,
  createSecretNote,
  createSupabaseNotesApi,
  deriveClaim,
  encryptNote,
  generateNoteKey,
  NoteNotFoundError,
  type NotesApi,
  readSecretNote,
} from '@demos/privnote/core';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createApp } from '../app';
import { type NotesDatabase, openPGliteDatabase, openPostgresDatabase } from './database';
import { createNotesExtension, NOTES_BODY_LIMIT_BYTES, type NotesExtension, notesDataDir } from './extension';
import { runMigrations } from './migrations';
import { startTestPostgres, type TestPostgres } from './postgresHarness';

const PLAINTEXT = 'Le code du coffre est 4242-SECRET-ÉTÉ';

interface Backend {
  database: NotesDatabase;
  /** Folder holding the database files, to search them for plaintext. */
  dataDir: string;
  /** A checkpoint so that everything written reaches the files. */
  flush(): Promise<void>;
  stop(): Promise<void>;
}

async function filesContaining(dir: string, needle: Buffer): Promise<string[]> {
  const hits: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    if ((await readFile(path)).includes(needle)) hits.push(path);
  }
  return hits;
}

const backends: [string, () => Promise<Backend>][] = [
  [
    'PGlite',
    async () => {
      const dataDir = await mkdtemp(join(tmpdir(), 'privnote-pglite-'));
      const database = await openPGliteDatabase(dataDir);
      return {
        database,
        dataDir,
        flush: async () => {
          await database.query('checkpoint');
        },
        stop: async () => {
          await database.close().catch(() => undefined);
          await rm(dataDir, { recursive: true, force: true });
        },
      };
    },
  ],
  [
    'PostgreSQL 15',
    async () => {
      const server: TestPostgres = await startTestPostgres();
      const database = openPostgresDatabase(server.url);
      return {
        database,
        dataDir: server.dataDir,
        flush: async () => {
          await database.query('checkpoint');
        },
        stop: async () => {
          await database.close().catch(() => undefined);
          await server.stop();
        },
      };
    },
  ],
];

describe.each(backends)('notes API on %s', (_name, open) => {
  let backend: Backend;
  let extension: NotesExtension;
  let siteDir: string;
  let baseUrl: string;
  let api: NotesApi;
  let closeServer: () => Promise<void>;

  beforeAll(async () => {
    backend = await open();
    extension = await createNotesExtension(
      {},
      { database: backend.database, rateLimit: { max: 1000, windowMs: 60_000 } },
    );
    siteDir = await mkdtemp(join(tmpdir(), 'privnote-site-'));
    await writeFile(join(siteDir, 'index.html'), '<!doctype html><title>site</title>');
    await writeFile(join(siteDir, 'routes.json'), JSON.stringify([{ path: '/privnote' }]));
    const app = await createApp({ siteDir, extensions: [extension] });
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise<void>((ready) => server.once('listening', () => ready()));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    closeServer = () => new Promise((done) => server.close(() => done()));
    // Node 20 has no global WebSocket: supabase-js's realtime client needs one given.
    api = createSupabaseNotesApi(
      createNotesClient({ url: baseUrl, anonKey: 'test' }, { realtime: { transport: WebSocket as never } }),
    );
  }, 120_000);

  afterAll(async () => {
    await closeServer?.();
    await extension?.close();
    await backend?.stop();
    if (siteDir) await rm(siteDir, { recursive: true, force: true });
  }, 60_000);

  const rpc = (fn: string, body: unknown) =>
    fetch(`${baseUrl}/rest/v1/rpc/${fn}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const countNotes = async () =>
    Number(
      (await backend.database.query<{ n: number }>('select count(*)::int as n from public.notes')).rows[0]?.n,
    );

  it('runs each migration once', async () => {
    expect(await runMigrations(backend.database)).toEqual([]);
    const { rows } = await backend.database.query<{ name: string }>(
      'select name from privnote_meta.migrations',
    );
    expect(rows.map((row) => row.name)).toEqual(['20261122000000_create_notes.sql']);
  });

  it('creates a note, reads it once, then finds nothing', async () => {
    const note = await createSecretNote(api, PLAINTEXT, 'https://example.test');
    expect(note.link).toBe(`https://example.test/privnote?id=${note.id}#${note.key}`);
    expect(await api.exists(note.id)).toBe(true);
    expect(await readSecretNote(api, note.id, note.key)).toBe(PLAINTEXT);
    expect(await api.exists(note.id)).toBe(false);
    await expect(readSecretNote(api, note.id, note.key)).rejects.toBeInstanceOf(NoteNotFoundError);
  });

  it('neither reads nor burns a note with a wrong claim', async () => {
    const note = await createSecretNote(api, 'claim me', 'https://example.test');
    await expect(readSecretNote(api, note.id, generateNoteKey())).rejects.toBeInstanceOf(NoteNotFoundError);
    expect(await api.exists(note.id)).toBe(true);
    expect(await readSecretNote(api, note.id, note.key)).toBe('claim me');
  });

  it('gives a note to exactly one of 50 concurrent readers', async () => {
    const note = await createSecretNote(api, 'only once', 'https://example.test');
    const claim = await deriveClaim(note.key);
    const results = await Promise.all(Array.from({ length: 50 }, () => api.read(note.id, claim)));
    expect(results.filter((content) => content !== null)).toHaveLength(1);
    expect(results.filter((content) => content === null)).toHaveLength(49);
  });

  it('leaves no ciphertext behind after the read', async () => {
    const key = generateNoteKey();
    const { content, claimHash } = await encryptNote('burn after reading', key);
    const id = await api.create(content, claimHash);
    expect(await api.read(id, await deriveClaim(key))).toBe(content);
    const { rows } = await backend.database.query<{ n: number }>(
      'select count(*)::int as n from public.notes where id = $1 or content = $2',
      [id, content],
    );
    expect(rows[0]?.n).toBe(0);
  });

  it('treats a note older than 7 days as gone, and the purge deletes it', async () => {
    const note = await createSecretNote(api, 'too old', 'https://example.test');
    await backend.database.query(
      `update public.notes set created_at = now() - interval '8 days', expires_at = now() - interval '1 day'
       where id = $1`,
      [note.id],
    );
    expect(await api.exists(note.id)).toBe(false);
    await expect(readSecretNote(api, note.id, note.key)).rejects.toBeInstanceOf(NoteNotFoundError);
    const still = await backend.database.query('select 1 from public.notes where id = $1', [note.id]);
    expect(still.rows).toHaveLength(1);
    expect(await extension.purge()).toBeGreaterThanOrEqual(1);
    const after = await backend.database.query('select 1 from public.notes where id = $1', [note.id]);
    expect(after.rows).toHaveLength(0);
  });

  it('denies the anon role any direct access to the table and the purge', async () => {
    await createSecretNote(api, 'private', 'https://example.test');
    for (const sql of [
      'select * from public.notes',
      "insert into public.notes (content, claim_hash) values ('x', '\\x00')",
      'update public.notes set viewed = true',
      'delete from public.notes',
      'select public.purge_expired_notes()',
    ]) {
      await expect(
        backend.database.transaction(async (tx) => {
          await tx.query('set local role anon');
          await tx.query(sql);
        }),
      ).rejects.toMatchObject({ code: '42501' });
    }
    const response = await rpc('purge_expired_notes', {});
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'PGRST202' });
  });

  it('never stores the plaintext, in the table or in the database files', async () => {
    const note = await createSecretNote(api, PLAINTEXT, 'https://example.test');
    const { rows } = await backend.database.query<{ row: string }>(
      'select row_to_json(n)::text as row from public.notes n',
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const { row } of rows) {
      expect(row).not.toContain(PLAINTEXT);
      expect(row).not.toContain(note.key);
    }
    await backend.flush();
    expect(await filesContaining(backend.dataDir, Buffer.from(PLAINTEXT))).toEqual([]);
    expect(await filesContaining(backend.dataDir, Buffer.from(note.key))).toEqual([]);
  });

  it('refuses oversize content with a clear error and stores nothing', async () => {
    const before = await countNotes();
    const tooBig = await rpc('create_note', {
      note_content: 'A'.repeat(65_537),
      note_claim_hash: 'a'.repeat(64),
    });
    expect(tooBig.status).toBe(413);
    expect(await tooBig.json()).toMatchObject({
      code: 'PT413',
      message: 'Note too large: the encrypted content exceeds 65536 bytes.',
    });
    const hugeBody = await rpc('create_note', {
      note_content: 'A'.repeat(NOTES_BODY_LIMIT_BYTES),
      note_claim_hash: 'a'.repeat(64),
    });
    expect(hugeBody.status).toBe(413);
    expect(await hugeBody.json()).toMatchObject({ code: 'PGRST413' });
    expect(await countNotes()).toBe(before);
    const exact = await rpc('create_note', {
      note_content: 'A'.repeat(65_536),
      note_claim_hash: 'a'.repeat(64),
    });
    expect(exact.status).toBe(200);
    expect(await countNotes()).toBe(before + 1);
  });

  it('answers like PostgREST for unknown functions, bad arguments and bad JSON', async () => {
    const unknown = await rpc('pg_sleep', { seconds: 1 });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ code: 'PGRST202', details: null });
    const missing = await rpc('read_note', { note_id: crypto.randomUUID() });
    expect(missing.status).toBe(404);
    const badId = await rpc('note_exists', { note_id: 'not-a-uuid' });
    expect(badId.status).toBe(400);
    expect(await badId.json()).toMatchObject({ code: '22P02' });
    const badJson = await rpc('note_exists', '{');
    expect(badJson.status).toBe(400);
    expect(await badJson.json()).toMatchObject({ code: 'PGRST102' });
    const badClaim = await rpc('create_note', { note_content: 'abc', note_claim_hash: 'nope' });
    expect(badClaim.status).toBe(400);
    const notFound = await rpc('read_note', { note_id: crypto.randomUUID(), note_claim: 'a'.repeat(64) });
    expect(notFound.status).toBe(200);
    expect(await notFound.json()).toBeNull();
  });
});

describe('notes extension lifecycle (PGlite on disk)', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'privnote-restart-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('keeps notes across a restart and applies migrations once', async () => {
    const env = { NOTES_DATA_DIR: join(dataDir, 'notes') };
    const first = await createNotesExtension(env);
    const firstApi = createSupabaseNotesApi(
      createNotesClient(
        { url: 'http://notes.test', anonKey: 'test' },
        { realtime: { transport: WebSocket as never }, global: { fetch: appFetch(first) } },
      ),
    );
    const note = await createSecretNote(firstApi, 'survives a restart', 'http://notes.test');
    await first.close();

    const second = await createNotesExtension(env);
    const secondApi = createSupabaseNotesApi(
      createNotesClient(
        { url: 'http://notes.test', anonKey: 'test' },
        { realtime: { transport: WebSocket as never }, global: { fetch: appFetch(second) } },
      ),
    );
    expect(await readSecretNote(secondApi, note.id, note.key)).toBe('survives a restart');
    const { rows } = await second.database.query('select name from privnote_meta.migrations');
    expect(rows).toHaveLength(1);
    await second.close();
  }, 60_000);

  it('rate-limits note creation per client with 429 and Retry-After', async () => {
    const extension = await createNotesExtension(
      { NOTES_DATA_DIR: join(dataDir, 'notes') },
      { rateLimit: { max: 2, windowMs: 60_000 } },
    );
    try {
      const fetchApp = appFetch(extension);
      const create = () =>
        fetchApp('http://notes.test/rest/v1/rpc/create_note', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ note_content: 'abc', note_claim_hash: 'b'.repeat(64) }),
        });
      expect((await create()).status).toBe(200);
      expect((await create()).status).toBe(200);
      const limited = await create();
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await limited.json()).toMatchObject({
        message: expect.stringMatching(/^Too many notes created/),
      });
    } finally {
      await extension.close();
    }
  }, 60_000);

  it('defaults the data folder to .data/notes under the repo root', async () => {
    const nested = join(dataDir, 'repo', 'apps', 'server');
    await mkdir(nested, { recursive: true });
    await writeFile(join(dataDir, 'repo', 'pnpm-workspace.yaml'), 'packages: []\n');
    expect(notesDataDir({}, nested)).toBe(join(dataDir, 'repo', '.data', 'notes'));
    expect(notesDataDir({ NOTES_DATA_DIR: 'x/y' }, nested)).toBe(join(nested, 'x', 'y'));
  });
});

/** A fetch that goes straight to a Hono app holding only this extension (no socket). */
function appFetch(extension: NotesExtension): typeof fetch {
  const app = new Hono();
  extension.mount(app);
  return (input, init) =>
    Promise.resolve(app.request(input instanceof Request ? input : String(input), init));
}
