// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp, type ServerApp } from '../app';
import { readNotesSettings } from '../config';
import { createListener } from '../listener';
import type { RateLimiter } from '../rateLimit';
import { type DatabaseConnection, DatabaseUnavailableError } from './connection';
import type { NotesDatabase } from './database';
import { createNotesExtension, type NotesExtension } from './extension';
import type { Statement } from './pipeline';

/** What the stub database does next: answer, fail like PostgreSQL, or be away. */
let mode: 'ok' | 'bad-uuid' | 'refused-by-limit' | 'refused-by-function' | 'unavailable' | 'broken' = 'ok';

/** Answers the API's statements without PostgreSQL, so that every branch can be reached at will. */
const database: NotesDatabase = {
  kind: 'postgres',
  async run(statement: Statement) {
    if (mode === 'bad-uuid') {
      throw Object.assign(new Error('invalid input syntax for type uuid: "x"'), { code: '22P02' });
    }
    if (!statement.text.includes('_limited(')) return { rows: [{ result: false }] as never[] };
    const verdict =
      mode === 'refused-by-limit'
        ? { allowed: false, retry_after_seconds: 41.2, result: null, error_code: null }
        : mode === 'refused-by-function'
          ? { allowed: true, retry_after_seconds: null, result: null, error_code: '22023' }
          : { allowed: true, retry_after_seconds: null, result: '6b0f0c6e-0d5e-4a8e-9a57-1f0b5f3f6a01' };
    return {
      rows: [
        {
          error_message: 'The claim hash must be 64 lowercase hex digits.',
          error_detail: null,
          error_hint: null,
          ...verdict,
        },
      ] as never[],
    };
  },
  transaction: async (body) => body({ query: async () => ({ rows: [] }), exec: async () => {} }),
  query: async () => ({ rows: [] }),
  close: async () => {},
};

const connection: DatabaseConnection = {
  current() {
    if (mode === 'unavailable') throw new DatabaseUnavailableError('The notes database is starting.');
    if (mode === 'broken') throw new Error('a bug');
    return database;
  },
  whenReady: async () => database,
  readiness: async () => ({ ready: true }),
  invalidate: () => {},
  close: async () => {},
};

const sharedLimiter: RateLimiter = {
  inDatabase: { bucket: 'notes', max: 20, windowMs: 60_000 },
  hit: async () => ({ allowed: true }),
};

/** Headers whose values depend on the moment or the connection, not on the answer. */
const TRANSPORT = new Set(['date', 'connection', 'keep-alive', 'content-length']);
const headersOf = (response: Response) => {
  const kept: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    if (!TRANSPORT.has(name)) kept[name] = value;
  });
  return kept;
};

// Issue 34: the notes calls are answered from Node's own request and response (the listener's
// direct route), not through Hono. Each answer must be the one Hono gives, byte for byte.
describe('the direct route for the notes calls', () => {
  let extension: NotesExtension;
  let app: ServerApp;
  let server: Server;
  let base: string;
  beforeAll(async () => {
    extension = await createNotesExtension(readNotesSettings({}), {
      connection,
      createLimiter: () => sharedLimiter,
      readRateLimit: { max: 3, windowMs: 60_000 },
    });
    app = await createApp({ siteDir: null, extensions: [extension] });
    server = createServer(createListener(app));
    await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((done) => server.close(done));
    await extension.close();
  });

  /** The same call through the listener (a real socket) and through Hono; both answers. */
  const both = async (path: string, body: string, headers: Record<string, string>) => {
    const init = { method: 'POST', body, headers };
    return [await fetch(`${base}${path}`, init), await app.request(path, init)] as const;
  };
  const json = { 'content-type': 'application/json' };
  const id = '6b0f0c6e-0d5e-4a8e-9a57-1f0b5f3f6a01';

  it.each([
    ['a call', 'ok', '/rest/v1/rpc/note_exists', JSON.stringify({ note_id: id }), json],
    ['an argument the database refuses', 'bad-uuid', '/rest/v1/rpc/note_exists', '{"note_id":"x"}', json],
    ['an unknown function', 'ok', '/rest/v1/rpc/pg_sleep', '{"seconds":1}', json],
    ['missing arguments', 'ok', '/rest/v1/rpc/read_note', JSON.stringify({ note_id: id }), json],
    ['a non-string argument', 'ok', '/rest/v1/rpc/note_exists', '{"note_id":1}', json],
    ['bad JSON', 'ok', '/rest/v1/rpc/note_exists', '{', json],
    ['an array', 'ok', '/rest/v1/rpc/note_exists', '[]', json],
    ['an empty body', 'ok', '/rest/v1/rpc/note_exists', '', json],
    ['a byte-order mark', 'ok', '/rest/v1/rpc/note_exists', `\uFEFF${JSON.stringify({ note_id: id })}`, json],
    ['a form body', 'ok', '/rest/v1/rpc/note_exists', 'note_id=1', { 'content-type': 'text/plain' }],
    ['no media type', 'ok', '/rest/v1/rpc/note_exists', '{}', {}],
    [
      'JSON with a charset',
      'ok',
      '/rest/v1/rpc/note_exists',
      JSON.stringify({ note_id: id }),
      { 'content-type': 'Application/JSON; charset=utf-8' },
    ],
    [
      'a worker destination',
      'ok',
      '/rest/v1/rpc/note_exists',
      JSON.stringify({ note_id: id }),
      { ...json, 'sec-fetch-dest': 'worker' },
    ],
    [
      'a database still starting',
      'unavailable',
      '/rest/v1/rpc/note_exists',
      JSON.stringify({ note_id: id }),
      json,
    ],
    ['an unexpected error', 'broken', '/rest/v1/rpc/note_exists', JSON.stringify({ note_id: id }), json],
    [
      'a creation',
      'ok',
      '/rest/v1/rpc/create_note',
      JSON.stringify({ note_content: 'c', note_claim_hash: 'h' }),
      json,
    ],
    [
      'a creation over the limit',
      'refused-by-limit',
      '/rest/v1/rpc/create_note',
      JSON.stringify({ note_content: 'c', note_claim_hash: 'h' }),
      json,
    ],
    [
      'a creation the function refuses',
      'refused-by-function',
      '/rest/v1/rpc/create_note',
      JSON.stringify({ note_content: 'c', note_claim_hash: 'h' }),
      json,
    ],
    [
      'an escaped name (Hono decodes it)',
      'ok',
      '/rest/v1/rpc/note%5Fexists',
      JSON.stringify({ note_id: id }),
      json,
    ],
    ['a trailing slash', 'ok', '/rest/v1/rpc/note_exists/', JSON.stringify({ note_id: id }), json],
  ] as const)('%s: the same status, headers and body', async (_what, given, path, body, headers) => {
    mode = given;
    // An unexpected error is logged (by both paths); the log is not what is compared here.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const [direct, hono] = await both(path, body, headers);
      expect(direct.status).toBe(hono.status);
      expect(headersOf(direct)).toEqual(headersOf(hono));
      const text = await direct.text();
      expect(text).toBe(await hono.text());
      expect(Number(direct.headers.get('content-length'))).toBe(Buffer.byteLength(text));
      expect(logged).toHaveBeenCalledTimes(given === 'broken' ? 2 : 0);
    } finally {
      mode = 'ok';
    }
  });

  it('answers 429 with Retry-After once a client has used its read calls, as Hono does', async () => {
    // Hono's app.request has no socket (its client is "unknown"); the listener's is 127.0.0.1.
    const call = JSON.stringify({ note_id: id });
    let direct: Response | undefined;
    let hono: Response | undefined;
    for (let i = 0; i < 4; i++) [direct, hono] = await both('/rest/v1/rpc/note_info', call, json);
    expect(direct?.status).toBe(429);
    expect(hono?.status).toBe(429);
    expect(headersOf(direct as Response)).toEqual(headersOf(hono as Response));
    expect(await direct?.text()).toBe(await hono?.text());
  });
});
