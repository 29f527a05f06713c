// @vitest-environment node
import SwaggerParser from '@apidevtools/swagger-parser';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readNotesSettings } from '../config';
import { type NotesDatabase, openPGliteDatabase, openPostgresDatabase } from './database';
import { createNotesExtension, type NotesExtension } from './extension';
import { FUNCTIONS } from './functions';
import { startTestPostgres, type TestPostgres } from './postgresHarness';

interface Operation {
  operationId: string;
  requestBody: { content: { 'application/json': { schema: { properties: Record<string, unknown> } } } };
}
type Described = { openapi: string; paths: Record<string, { post: Operation }> };

const backends: [string, () => Promise<{ database: NotesDatabase; stop: () => Promise<void> }>][] = [
  [
    'PGlite',
    async () => {
      const database = await openPGliteDatabase();
      return { database, stop: () => database.close().catch(() => undefined) };
    },
  ],
  [
    'PostgreSQL 15',
    async () => {
      const server: TestPostgres = await startTestPostgres();
      const database = openPostgresDatabase(server.url);
      return {
        database,
        stop: async () => {
          await database.close().catch(() => undefined);
          await server.stop();
        },
      };
    },
  ],
];

describe.each(backends)('the described notes API on %s', (_name, open) => {
  let backend: Awaited<ReturnType<(typeof backends)[number][1]>>;
  let extension: NotesExtension;
  let app: Hono;
  beforeAll(async () => {
    backend = await open();
    extension = await createNotesExtension(readNotesSettings({}), { database: backend.database });
    app = new Hono();
    extension.mount(app);
  }, 120_000);
  afterAll(async () => {
    await extension?.close();
    await backend?.stop();
  }, 60_000);

  const described = async (path = '/rest/v1/') => {
    const response = await app.request(`http://notes.test${path}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    return (await response.json()) as Described;
  };

  it('answers GET /rest/v1/ with an OpenAPI 3.1 document that a validator accepts', async () => {
    const document = await described();
    expect(document.openapi).toBe('3.1.0');
    // Validates against the OpenAPI 3.1 schema and resolves every $ref; throws on any fault.
    await SwaggerParser.validate(structuredClone(document) as never);
    // The validator does check: a broken operation is refused.
    const broken = { ...structuredClone(document), paths: { '/rpc/x': { post: { responses: 'none' } } } };
    await expect(SwaggerParser.validate(broken as never)).rejects.toThrow();
    expect(await described('/rest/v1')).toEqual(document);
  });

  it('describes exactly the functions the server calls, with their arguments', async () => {
    const { paths } = await described();
    expect(Object.keys(paths).sort()).toEqual(
      Object.keys(FUNCTIONS)
        .map((name) => `/rpc/${name}`)
        .sort(),
    );
    for (const [name, { args }] of Object.entries(FUNCTIONS)) {
      const operation = paths[`/rpc/${name}`]?.post;
      expect(operation?.operationId).toBe(name);
      expect(Object.keys(operation?.requestBody.content['application/json'].schema.properties ?? {})).toEqual(
        Object.keys(args),
      );
    }
  });

  it('matches what the database lets anon execute, argument names included', async () => {
    const { paths } = await described();
    const { rows } = await backend.database.query<{ name: string; args: string[] }>(
      `select p.proname as name, p.proargnames as args from pg_catalog.pg_proc p
       where p.pronamespace = 'public'::regnamespace
         and pg_catalog.has_function_privilege('anon', p.oid, 'EXECUTE')
         and p.proname not like 'pg\\_%'`,
    );
    const executable = Object.fromEntries(rows.map((row) => [row.name, row.args ?? []]));
    expect(Object.keys(executable).sort()).toEqual(
      Object.keys(paths)
        .map((path) => path.slice(5))
        .sort(),
    );
    for (const [path, { post }] of Object.entries(paths)) {
      expect(executable[path.slice(5)]).toEqual(
        Object.keys(post.requestBody.content['application/json'].schema.properties),
      );
    }
  });

  it('answers every described call (no PGRST202) with arguments of the described shape', async () => {
    const { paths } = await described();
    const sample: Record<string, unknown> = {
      note_id: crypto.randomUUID(),
      note_content: 'AQ',
      note_expiry: '1h',
      note_max_reads: 2,
      note_passphrase_claim_hash: null,
      note_burn_hash: null,
      note_group: crypto.randomUUID(),
      note_link: 2,
      note_file_count: 1,
      note_bundle: crypto.randomUUID(),
      note_file: 0,
      note_chunk: 0,
      note_data: 'AAAAAAAAAAAAAAAAAAAAAAA=',
    };
    // Adding a recipient to a note that does not exist is the function's own refusal (400); chunk
    // uploads are gone for good on this server (410: files go up as whole objects).
    const refused: Record<string, [number, string]> = {
      '/rpc/add_note_recipient': [400, 'No note matches this group and status claim.'],
      '/rpc/put_note_file_chunk': [
        410,
        'This server stores files as whole encrypted objects, not chunks: reload the page (or update the command-line tool) and attach the files again.',
      ],
      '/rpc/attach_note_files': [400, 'No live note matches this id and status claim.'],
    };
    for (const [path, { post }] of Object.entries(paths)) {
      const body = Object.fromEntries(
        Object.keys(post.requestBody.content['application/json'].schema.properties).map((param) => [
          param,
          param in sample ? sample[param] : 'a'.repeat(64),
        ]),
      );
      const response = await app.request(`http://notes.test/rest/v1${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      const [status, message] = refused[path] ?? [200];
      expect(response.status, path).toBe(status);
      if (message) expect(await response.json()).toMatchObject({ message });
    }
  });
});
