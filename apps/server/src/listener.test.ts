// @vitest-environment node

import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app';
import { createListener } from './listener';

const HASH = "'sha256-abc='";
const SECURITY = [
  'content-security-policy',
  'referrer-policy',
  'x-content-type-options',
  'x-frame-options',
  'permissions-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
];

// The listener answers the site from memory without Hono: it must answer exactly as Hono would.
describe('the fast path for the site', () => {
  let dir: string;
  let server: Server;
  let base: string;
  let app: Awaited<ReturnType<typeof createApp>>;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'listener-'));
    await writeFile(join(dir, 'index.html'), '<title>shell</title>');
    await writeFile(join(dir, 'routes.json'), JSON.stringify([{ path: '/qr-generator' }]));
    await mkdir(join(dir, 'assets'));
    await writeFile(
      join(dir, 'assets/app-abc123.js'),
      'console.log(1)\n//# sourceMappingURL=app-abc123.js.map',
    );
    await writeFile(join(dir, 'assets/app-abc123.js.map'), '{"version":3,"sources":["src/secret.ts"]}');
    await mkdir(join(dir, 'prerendered'));
    for (const slug of ['qr-generator', '404']) {
      for (const variant of ['open', 'collapsed']) {
        await writeFile(
          join(dir, `prerendered/${slug}.${variant}.html`),
          `<title>${slug} ${variant}</title>`,
        );
      }
    }
    await writeFile(
      join(dir, 'prerendered/manifest.json'),
      JSON.stringify([
        {
          path: '/qr-generator',
          status: 200,
          styleHashes: [HASH],
          open: '/prerendered/qr-generator.open.html',
          collapsed: '/prerendered/qr-generator.collapsed.html',
        },
        {
          path: '*',
          status: 404,
          styleHashes: [],
          open: '/prerendered/404.open.html',
          collapsed: '/prerendered/404.collapsed.html',
        },
      ]),
    );
    app = await createApp({ siteDir: dir, security: { frameSrc: ['https://boat.example'] } });
    server = createServer(createListener(app));
    await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((done) => server.close(done));
    await rm(dir, { recursive: true, force: true });
  });

  it.each([
    ['/qr-generator', {}],
    ['/qr-generator', { cookie: 'sidebar:state=false' }],
    ['/missing-page', {}],
    ['/assets/gone.js', {}],
    ['/favicon.svg', {}],
  ])(
    '%s %j: same status, body and headers as through Hono',
    async (path, headers: Record<string, string>) => {
      const fast = await fetch(`${base}${path}`, { headers });
      const hono = await app.request(path, { headers });
      expect(fast.status).toBe(hono.status);
      expect(await fast.text()).toBe(await hono.text());
      for (const name of [...SECURITY, 'content-type', 'cache-control', 'etag', 'vary']) {
        expect(fast.headers.get(name), name).toBe(hono.headers.get(name));
      }
    },
  );

  it('allows the style hashes of that document only, and keeps the configured frame-src', async () => {
    const qr = (await fetch(`${base}/qr-generator`)).headers.get('content-security-policy');
    expect(qr).toContain(`style-src-attr 'unsafe-hashes' ${HASH}`);
    expect(qr).toContain("frame-src 'self' https://boat.example");
    const missing = (await fetch(`${base}/nope`)).headers.get('content-security-policy');
    expect(missing).not.toContain('style-src-attr');
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const etag = (await fetch(`${base}/qr-generator`)).headers.get('etag') ?? '';
    const again = await fetch(`${base}/qr-generator`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get('x-frame-options')).toBe('DENY');
  });

  it('leaves health, APIs and other methods to the app', async () => {
    expect(await (await fetch(`${base}/healthz`)).json()).toEqual({ status: 'ok' });
    expect((await fetch(`${base}/readyz`)).status).toBe(200);
    expect((await fetch(`${base}/api/nothing`)).status).toBe(404);
    const post = await fetch(`${base}/qr-generator`, { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('puts the document policies on documents only; nosniff and CORP on everything', async () => {
    const documents = [await fetch(`${base}/qr-generator`), await fetch(`${base}/missing-page`)];
    for (const response of documents) {
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      for (const name of SECURITY) expect(response.headers.get(name), name).not.toBeNull();
    }
    const others = [
      await fetch(`${base}/assets/app-abc123.js`),
      await fetch(`${base}/assets/gone.js`),
      await fetch(`${base}/healthz`),
      await fetch(`${base}/api/nothing`),
    ];
    for (const response of others) {
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
      for (const name of ['content-security-policy', 'x-frame-options', 'permissions-policy']) {
        expect(response.headers.get(name), name).toBeNull();
      }
    }
    expect((await fetch(`${base}/assets/app-abc123.js`)).status).toBe(200);
  });

  it("gives a script loaded as a worker the CSP (a worker runs under its own response's policy)", async () => {
    const headers = { 'sec-fetch-dest': 'worker' };
    const fast = await fetch(`${base}/assets/app-abc123.js`, { headers });
    expect(fast.headers.get('content-security-policy')).toContain("default-src 'self'");
    const hono = await app.request('/assets/app-abc123.js', { headers });
    expect(hono.headers.get('content-security-policy')).toBe(fast.headers.get('content-security-policy'));
    expect((await fetch(`${base}/assets/app-abc123.js`)).headers.get('content-security-policy')).toBeNull();
  });

  it('serves no source map unless asked to', async () => {
    expect((await fetch(`${base}/assets/app-abc123.js.map`)).status).toBe(404);
    const withMaps = await createApp({ siteDir: dir, serveSourceMaps: true });
    expect((await withMaps.request('/assets/app-abc123.js.map')).status).toBe(200);
  });
});
