// @vitest-environment node

import { mkdtemp, rm } from 'node:fs/promises';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, noteArgs, rpc, type ServerProcess, startServer, writeTestSite } from './serverProcess';

// How the server treats connections: a refused body is still answered. Real sockets against a
// real server process.

let site: Awaited<ReturnType<typeof writeTestSite>>;
let dataRoot: string;
beforeAll(async () => {
  site = await writeTestSite();
  dataRoot = await mkdtemp(join(tmpdir(), 'connections-'));
});
afterAll(async () => {
  await site?.remove();
  if (dataRoot) await rm(dataRoot, { recursive: true, force: true });
});

let folders = 0;
const notesDir = () => join(dataRoot, `notes-${folders++}`);

describe('a body over the limit (#33 case 7)', () => {
  let server: ServerProcess;
  beforeAll(async () => {
    server = await startServer({ SITE_DIR: site.dir, NOTES_DATA_DIR: notesDir() });
    await eventually('ready', async () => (await fetch(`${server.url}/readyz`)).status === 200, 90_000);
  }, 120_000);
  afterAll(() => server?.stop(), 60_000);

  /** A POST whose body is written in pieces (as a browser uploading a large file does). */
  const post = (agent: Agent, size: number, { chunked = false } = {}) =>
    new Promise<{ status: number; body: string; connection?: string }>((done, fail) => {
      const { port } = new URL(server.url);
      const req = request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/rest/v1/rpc/create_note',
          agent,
          headers: {
            'content-type': 'application/json',
            ...(chunked ? { 'transfer-encoding': 'chunked' } : { 'content-length': String(size) }),
          },
        },
        (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk) => {
            body += chunk;
          });
          res.on('end', () =>
            done({ status: res.statusCode ?? 0, body, connection: res.headers.connection }),
          );
          res.on('error', fail);
        },
      );
      req.on('error', fail);
      const piece = Buffer.alloc(64 * 1024, 'a');
      let written = 0;
      const writeMore = () => {
        while (written < size) {
          const part = piece.subarray(0, Math.min(piece.length, size - written));
          written += part.length;
          if (!req.write(part)) return void req.once('drain', writeMore);
        }
        req.end();
      };
      writeMore();
    });

  it('is answered 413 in full, over keep-alive connections, ten times in a row, and the next request works', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 2 });
    try {
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          post(agent, (i % 2 ? 300 : 4_000) * 1024).catch((error: Error) => ({
            status: 0,
            body: error.message,
            connection: undefined,
          })),
        ),
      );
      for (const answer of answers) {
        expect(answer.status, answer.body).toBe(413);
        expect(JSON.parse(answer.body)).toMatchObject({ code: 'PGRST413' });
      }
      const chunked = await post(agent, 300 * 1024, { chunked: true });
      expect(chunked.status).toBe(413);
      const fine = await post(agent, 100);
      expect(fine.status).toBe(400);
    } finally {
      agent.destroy();
    }
  }, 60_000);

  it('is answered 413 to fetch too', async () => {
    for (let i = 0; i < 10; i++) {
      const response = await rpc(server.url, 'create_note', noteArgs('x'.repeat(200 * 1024)));
      expect(response.status).toBe(413);
      expect(await response.json()).toMatchObject({ code: 'PGRST413' });
    }
  }, 60_000);
});
