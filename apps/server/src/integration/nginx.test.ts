// @vitest-environment node
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPostgres, type TestPostgres } from '../notes/postgresHarness';
import { eventually, newNote, rpc, type ServerProcess, startServer } from './serverProcess';

const NGINX = '/usr/sbin/nginx';
const SHIPPED = resolve(import.meta.dirname, '../../../../deploy/nginx.conf');
const SCRIPT = 'console.log("hashed asset");\n'.repeat(40);
const SECURITY = [
  'content-security-policy',
  'referrer-policy',
  'x-content-type-options',
  'x-frame-options',
  'permissions-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
];

/** A built site with what the flows need: a route's documents, a 404 page, a hashed script and its .gz. */
async function writeSite(dir: string): Promise<void> {
  await writeFile(join(dir, 'index.html'), '<!doctype html><title>shell</title>');
  await writeFile(join(dir, 'routes.json'), JSON.stringify([{ path: '/qr-generator' }]));
  await mkdir(join(dir, 'assets'));
  await writeFile(join(dir, 'assets/app-abc123.js'), SCRIPT);
  await writeFile(join(dir, 'assets/app-abc123.js.gz'), gzipSync(SCRIPT));
  await writeFile(join(dir, 'assets/app-abc123.js.map'), '{"version":3,"sources":["src/secret.ts"]}');
  await mkdir(join(dir, 'prerendered'));
  for (const slug of ['qr-generator', '404']) {
    for (const variant of ['open', 'collapsed']) {
      await writeFile(join(dir, `prerendered/${slug}.${variant}.html`), `<title>${slug} page</title>`);
    }
  }
  const entry = (path: string, slug: string, status: number) => ({
    path,
    status,
    styleHashes: [],
    open: `/prerendered/${slug}.open.html`,
    collapsed: `/prerendered/${slug}.collapsed.html`,
  });
  await writeFile(
    join(dir, 'prerendered/manifest.json'),
    JSON.stringify([entry('/qr-generator', 'qr-generator', 200), entry('*', '404', 404)]),
  );
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => done(port));
    });
  });
}

/**
 * The shipped configuration with its ports and paths only changed: nginx's listen address, the two
 * instances' addresses, the site's folder, and the pid and temporary files' folder. Each must be
 * found exactly where the shipped file has it.
 */
function templated(
  conf: string,
  {
    port,
    upstreams,
    root,
    state,
  }: { port: number; upstreams: [string, string]; root: string; state: string },
): string {
  const replace = (text: string, from: RegExp, to: string, count: number) => {
    const found = text.match(from)?.length ?? 0;
    if (found !== count) throw new Error(`deploy/nginx.conf: expected ${count} × ${from}, found ${found}.`);
    return text.replace(from, to);
  };
  // The state folder first: the others may lie under /tmp too.
  let out = replace(conf, /\/tmp\/nginx/g, `${state}/nginx`, 6);
  out = replace(out, /listen 8080;/g, `listen 127.0.0.1:${port};`, 1);
  out = replace(out, /server app1:4173 /g, `server ${upstreams[0]} `, 1);
  out = replace(out, /server app2:4173 /g, `server ${upstreams[1]} `, 1);
  out = replace(out, /root \/srv\/site;/g, `root ${root};`, 1);
  return out;
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** One request from a chosen local address (the client nginx sees), on a connection of its own. */
function send(
  url: string,
  {
    method = 'GET',
    headers = {},
    body,
    localAddress,
  }: {
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    localAddress?: string;
  } = {},
): Promise<Answer> {
  return new Promise((done, fail) => {
    const req = request(url, { method, headers, agent: false, localAddress }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', fail);
    req.end(body);
  });
}

// Issue: several instances behind nginx (docs/operations.md, "Running several instances").
describe('nginx (deploy/nginx.conf) in front of two instances', () => {
  let postgres: TestPostgres;
  let folder: string;
  let site: string;
  let instances: ServerProcess[] = [];
  let nginx: ChildProcess | undefined;
  let nginxOutput = '';
  let base: string;

  beforeAll(async () => {
    if (!existsSync(NGINX)) {
      throw new Error(
        `${NGINX} is missing: install Debian's nginx-light (tooling/scripts/setup.sh installs it with SETUP_TEST_DEPS=1).`,
      );
    }
    folder = await mkdtemp(join(tmpdir(), 'nginx-test-'));
    // nginx's workers run as nobody: they must read the site and write their temporary files.
    await chmod(folder, 0o755);
    site = join(folder, 'site');
    await mkdir(site);
    await writeSite(site);
    const state = join(folder, 'state');
    await mkdir(state, { mode: 0o777 });
    await chmod(state, 0o777);

    postgres = await startTestPostgres();
    instances = await Promise.all(
      [0, 1].map(() => startServer({ DATABASE_URL: postgres.url, SITE_DIR: site, TRUST_PROXY: '127.0.0.1' })),
    );
    for (const instance of instances) {
      await eventually('/readyz', async () => (await fetch(`${instance.url}/readyz`)).status === 200);
    }

    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    const conf = templated(await readFile(SHIPPED, 'utf8'), {
      port,
      upstreams: instances.map((instance) => instance.url.replace('http://', '')) as [string, string],
      root: site,
      state,
    });
    const confPath = join(folder, 'nginx.conf');
    await writeFile(confPath, conf);
    // `timeout`: nginx stops by itself should this test process die without stopping it.
    nginx = spawn('timeout', ['300', NGINX, '-c', confPath, '-p', `${folder}/`, '-g', 'daemon off;'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    nginx.stdout?.on('data', (chunk) => {
      nginxOutput += chunk;
    });
    nginx.stderr?.on('data', (chunk) => {
      nginxOutput += chunk;
    });
    await eventually(
      'nginx answering',
      async () => {
        if (nginx?.exitCode !== null) throw new Error(`nginx exited:\n${nginxOutput}`);
        return (await fetch(`${base}/healthz`)).status === 200;
      },
      20_000,
    );
  }, 180_000);

  afterAll(async () => {
    if (nginx && nginx.exitCode === null) {
      const exited = new Promise((done) => nginx?.once('exit', done));
      nginx.kill('SIGTERM');
      await exited;
    }
    await Promise.all(instances.map((instance) => instance.stop()));
    await postgres?.stop();
    if (folder) await rm(folder, { recursive: true, force: true });
  }, 60_000);

  it('runs a note through it: created, read once, then refused', async () => {
    const note = newNote('through nginx');
    const created = await rpc(base, 'create_note', note.args);
    expect(created.status).toBe(200);
    const id = (await created.json()) as string;
    const read = await rpc(base, 'read_note', { note_id: id, note_claim: note.claim });
    expect(read.status).toBe(200);
    expect(await read.json()).toBe('through nginx');
    const again = await rpc(base, 'read_note', { note_id: id, note_claim: note.claim });
    expect(again.status).toBe(200);
    expect(await again.json()).toBeNull();
    expect(again.headers.get('cache-control')).toBe('no-store');
  });

  it("serves a route's document with the server's status and exactly its security headers", async () => {
    const through = await send(`${base}/qr-generator`);
    const direct = await send(`${instances[0]?.url}/qr-generator`);
    expect(through.status).toBe(200);
    expect(through.body.toString()).toBe('<title>qr-generator page</title>');
    for (const name of [...SECURITY, 'content-type', 'cache-control', 'vary']) {
      expect(through.headers[name], name).toBe(direct.headers[name]);
    }
    expect(through.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('serves a hashed asset itself: immutable, the precompressed gzip, the same headers', async () => {
    const through = await send(`${base}/assets/app-abc123.js`, { headers: { 'accept-encoding': 'gzip' } });
    const direct = await send(`${instances[0]?.url}/assets/app-abc123.js`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(through.status).toBe(200);
    expect(through.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(through.body).toString()).toBe(SCRIPT);
    expect(through.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(through.headers.vary).toBe('Accept-Encoding');
    for (const name of [...SECURITY, 'content-type', 'cache-control']) {
      expect(through.headers[name], name).toBe(direct.headers[name]);
    }
    // From the disk: nginx's Last-Modified (the server sends none).
    expect(through.headers['last-modified']).toBeDefined();
    expect(direct.headers['last-modified']).toBeUndefined();
    const plain = await send(`${base}/assets/app-abc123.js`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
  });

  it('leaves to the server what it decides: a worker script, a source map, a missing asset', async () => {
    const worker = await send(`${base}/assets/app-abc123.js`, { headers: { 'sec-fetch-dest': 'worker' } });
    const directWorker = await send(`${instances[0]?.url}/assets/app-abc123.js`, {
      headers: { 'sec-fetch-dest': 'worker' },
    });
    expect(worker.status).toBe(200);
    expect(worker.headers['content-security-policy']).toBe(directWorker.headers['content-security-policy']);
    expect(worker.headers['x-content-type-options']).toBe('nosniff');
    expect((await send(`${base}/assets/app-abc123.js.map`)).status).toBe(404);
    expect((await send(`${base}/assets/app-abc123.js.gz`)).status).toBe(404);
    expect((await send(`${base}/assets/gone.js`)).status).toBe(404);
  });

  it('answers an unknown path 404 with the 404 page', async () => {
    const missing = await send(`${base}/no/such/page`);
    expect(missing.status).toBe(404);
    expect(missing.body.toString()).toBe('<title>404 page</title>');
    expect(missing.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it("limits note creations per client address as nginx forwards it, not nginx's own", async () => {
    const create = (localAddress: string, headers: Record<string, string> = {}) =>
      send(`${base}/rest/v1/rpc/create_note`, {
        method: 'POST',
        localAddress,
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(newNote('limited').args),
      });
    const statuses: number[] = [];
    // A client naming other addresses in its own X-Forwarded-For is still counted as itself.
    for (let i = 0; i < 25; i++) {
      statuses.push(
        (await create('127.0.0.3', i % 2 ? { 'x-forwarded-for': `198.51.100.${i}` } : {})).status,
      );
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(20);
    expect(statuses.slice(20)).toEqual([429, 429, 429, 429, 429]);
    // Another client behind the same nginx is not held back.
    expect((await create('127.0.0.4')).status).toBe(200);
  }, 60_000);
  // Last: it stops both instances.
  it('says in one sentence that the site is unavailable when every instance is down', async () => {
    await Promise.all(instances.map((instance) => instance.stop()));
    const down = await send(`${base}/qr-generator`);
    expect(down.status).toBe(503);
    expect(down.headers['retry-after']).toBe('5');
    expect(down.body.toString()).toBe('The site is unavailable right now: try again in a few seconds.\n');
    // Assets are still served from the disk.
    expect((await send(`${base}/assets/app-abc123.js`)).status).toBe(200);
  }, 60_000);
});
