// @vitest-environment node
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeMessagesApi, startFakeMessagesApi } from '../ai/fakeMessagesApi';
import { freePort } from '../notes/postgresHarness';
import { eventually, noteArgs, rpc, type ServerProcess, startServer, writeTestSite } from './serverProcess';

// What anyone on the internet sees of the server: limits, accepted bodies, errors, headers.

let site: Awaited<ReturnType<typeof writeTestSite>>;
let dataDir: string;
let fake: FakeMessagesApi;
let server: ServerProcess;
beforeAll(async () => {
  site = await writeTestSite();
  await mkdir(join(site.dir, 'assets'));
  await writeFile(
    join(site.dir, 'assets/app-1a2b.js'),
    'console.log(1);\n//# sourceMappingURL=app-1a2b.js.map',
  );
  await writeFile(join(site.dir, 'assets/app-1a2b.js.map'), '{"version":3,"sources":["../src/secret.ts"]}');
  dataDir = await mkdtemp(join(tmpdir(), 'surface-'));
  fake = await startFakeMessagesApi();
  server = await startServer({
    SITE_DIR: site.dir,
    NOTES_DATA_DIR: join(dataDir, 'notes'),
    // The requests below name their client in X-Forwarded-For, as a load balancer would.
    TRUST_PROXY: '127.0.0.1',
    ANTHROPIC_API_KEY: 'sk-ant-test-surface',
    ANTHROPIC_BASE_URL: fake.url,
  });
  await eventually('ready', async () => (await fetch(`${server.url}/readyz`)).status === 200, 90_000);
}, 120_000);
afterAll(async () => {
  await server?.stop();
  await fake?.close();
  await site?.remove();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
}, 60_000);

const from = (client: string) => ({ 'x-forwarded-for': client });

describe("each route's own body limit", () => {
  it('lets the AI proxy take what its validator accepts (its 2 MiB limit, not 256 KiB)', async () => {
    // A 200,000-character source and partial answer, quotes included: about 800 KB of JSON.
    const code = `print("${'"'.repeat(100_000)}")`.padEnd(200_000, 'x');
    const response = await fetch(`${server.url}/api/ai/convert`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code, from: 'python', to: 'javascript', partial: code }),
    });
    expect(response.status, await response.clone().text()).toBe(200);
    expect(await response.text()).toMatch(/event: done/);
    const huge = await fetch(`${server.url}/api/ai/convert`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code: 'x'.repeat(2 * 1024 * 1024), from: 'python', to: 'javascript' }),
    });
    expect(huge.status).toBe(413);
    expect(await huge.json()).toEqual({ error: 'The request is too large.' });
  }, 60_000);
});

describe('rate limits per client', () => {
  it('counts an IPv6 client per /64: 20 notes from one /64, whatever the addresses', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 25; i++) {
      const response = await rpc(
        server.url,
        'create_note',
        noteArgs(`v6 ${i}`),
        from(`2001:db8:1:2::${i.toString(16)}`),
      );
      statuses.push(response.status);
      await response.body?.cancel();
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(20);
    expect(statuses.slice(20)).toEqual([429, 429, 429, 429, 429]);
    // Another /64 is another client.
    const other = await rpc(server.url, 'create_note', noteArgs('other /64'), from('2001:db8:1:3::1'));
    expect(other.status).toBe(200);
  }, 60_000);

  it('limits read calls per client too, generously: 600 a minute', async () => {
    const id = crypto.randomUUID();
    let allowed = 0;
    let limited: Response | undefined;
    const started = Date.now();
    for (let batch = 0; batch < 14 && !limited; batch++) {
      const answers = await Promise.all(
        Array.from({ length: 50 }, () =>
          rpc(server.url, 'note_exists', { note_id: id }, from('198.51.100.7')),
        ),
      );
      for (const answer of answers) {
        if (answer.status === 200) allowed++;
        else if (answer.status === 429) limited ??= answer;
        await answer.body?.cancel();
      }
    }
    // The limit is per sliding minute: the count below holds only if all of it ran within one.
    expect(Date.now() - started, 'the machine is too slow for this check').toBeLessThan(60_000);
    expect(allowed).toBe(600);
    expect(limited?.status).toBe(429);
    expect(Number(limited?.headers.get('retry-after'))).toBeGreaterThan(0);
    const neighbour = await rpc(server.url, 'note_exists', { note_id: id }, from('198.51.100.8'));
    expect(neighbour.status).toBe(200);
  }, 90_000);
});

describe('bodies the API takes', () => {
  it('refuses anything but application/json with 415, before doing anything', async () => {
    const body = JSON.stringify(noteArgs('from another site'));
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
    ]) {
      const response = await fetch(`${server.url}/rest/v1/rpc/create_note`, {
        method: 'POST',
        headers: { 'content-type': type, ...from('203.0.113.9') },
        body,
      });
      expect(response.status, type).toBe(415);
      expect(await response.json()).toMatchObject({ code: 'PGRST107' });
    }
    const ai = await fetch(`${server.url}/api/ai/email`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ thoughts: 'hello', tone: 'warm', language: 'en' }),
    });
    expect(ai.status).toBe(415);
    expect(await ai.json()).toMatchObject({ error: expect.stringMatching(/application\/json/) });
    const json = await fetch(`${server.url}/rest/v1/rpc/create_note`, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8', ...from('203.0.113.9') },
      body,
    });
    expect(json.status).toBe(200);
  });
});

describe('what errors and files reveal', () => {
  it('keeps the database host, port, user and name out of public answers (the log has them)', async () => {
    const port = await freePort();
    const leaky = await startServer({
      SITE_DIR: site.dir,
      DATABASE_URL: `postgres://leaky_user:leaky_password@127.0.0.1:${port}/leaky_db`,
    });
    try {
      await eventually('a failed attempt', async () => /ECONNREFUSED/.test(leaky.output()), 30_000);
      const answers = [
        await fetch(`${leaky.url}/readyz`),
        await rpc(leaky.url, 'note_exists', { note_id: crypto.randomUUID() }),
      ];
      for (const answer of answers) {
        expect(answer.status).toBe(503);
        const text = await answer.text();
        for (const secret of ['leaky', String(port), '127.0.0.1', 'ECONNREFUSED', 'postgres']) {
          expect(text).not.toContain(secret);
        }
      }
      expect(leaky.output()).toContain(`127.0.0.1:${port}`);
    } finally {
      await leaky.stop();
    }
  }, 60_000);

  it('serves no source map unless SERVE_SOURCE_MAPS=1', async () => {
    expect((await fetch(`${server.url}/assets/app-1a2b.js`)).status).toBe(200);
    expect((await fetch(`${server.url}/assets/app-1a2b.js.map`)).status).toBe(404);
    const debugging = await startServer({
      SITE_DIR: site.dir,
      SERVE_SOURCE_MAPS: '1',
      DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
    });
    try {
      expect((await fetch(`${debugging.url}/assets/app-1a2b.js.map`)).status).toBe(200);
    } finally {
      await debugging.stop();
    }
  }, 60_000);

  it('marks every API answer no-store', async () => {
    const answers = [
      await rpc(server.url, 'note_exists', { note_id: crypto.randomUUID() }, from('203.0.113.20')),
      await rpc(server.url, 'no_such_function', {}),
      await rpc(server.url, 'note_exists', { note_id: 'not a uuid' }, from('203.0.113.20')),
      await fetch(`${server.url}/api/ai/status`),
      await fetch(`${server.url}/api/nothing`),
      await fetch(`${server.url}/rest/v1/notes`),
      await fetch(`${server.url}/readyz`),
    ];
    for (const answer of answers) {
      expect(answer.headers.get('cache-control'), answer.url).toBe('no-store');
      await answer.body?.cancel();
    }
  });
});

/** The response head (status line and headers) exactly as sent, for its size. */
function rawHead(url: string, path: string): Promise<string> {
  const { port } = new URL(url);
  return new Promise((done, fail) => {
    let received = '';
    const socket = connect(Number(port), '127.0.0.1', () => {
      socket.write(
        `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Encoding: gzip, br\r\nConnection: close\r\n\r\n`,
      );
    });
    socket.setEncoding('latin1');
    socket.on('data', (chunk) => {
      received += chunk;
      const end = received.indexOf('\r\n\r\n');
      if (end !== -1) {
        socket.destroy();
        done(received.slice(0, end + 4));
      }
    });
    socket.on('error', fail);
  });
}

describe('which responses carry which security headers', () => {
  it('puts CSP, frame and permission policies on documents only; nosniff and CORP everywhere', async () => {
    const document = await rawHead(server.url, '/');
    expect(document).toMatch(/^content-security-policy: default-src 'self'/im);
    expect(document).toMatch(/^x-frame-options: DENY/im);
    expect(document).toMatch(/^permissions-policy: /im);
    for (const path of ['/assets/app-1a2b.js', '/healthz', '/api/ai/status']) {
      const head = await rawHead(server.url, path);
      expect(head, path).toMatch(/^x-content-type-options: nosniff/im);
      expect(head, path).toMatch(/^cross-origin-resource-policy: same-origin/im);
      expect(head, path).not.toMatch(/^(content-security-policy|x-frame-options|permissions-policy):/im);
      // What an asset's head costs on the wire: well under the 1 KB the policies took.
      expect(Buffer.byteLength(head, 'latin1'), head).toBeLessThan(512);
    }
  });
});
