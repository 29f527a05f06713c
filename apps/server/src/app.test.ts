// @vitest-environment node
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app';

const hidden = 'clip-path:inset(50%);width:1px;height:1px';
const hiddenHash = `'sha256-${createHash('sha256').update(hidden).digest('base64')}'`;

async function site(withPrerendered: boolean) {
  const dir = await mkdtemp(join(tmpdir(), 'site-'));
  await writeFile(join(dir, 'index.html'), '<!doctype html><title>shell</title><div id="root"></div>');
  await writeFile(
    join(dir, 'routes.json'),
    JSON.stringify([{ path: '/qr-generator' }, { path: '/cli-app' }]),
  );
  if (withPrerendered) {
    await mkdir(join(dir, 'prerendered'));
    const docs = [
      { path: '/', slug: 'index', status: 200, styleHashes: [] },
      { path: '/qr-generator', slug: 'qr-generator', status: 200, styleHashes: [hiddenHash] },
      { path: '*', slug: '404', status: 404, styleHashes: [] },
      { path: '/embed/qr-generator', slug: 'embed--qr-generator', status: 200, styleHashes: [], embed: true },
    ];
    for (const doc of docs) {
      for (const variant of ['open', 'collapsed']) {
        await writeFile(
          join(dir, `prerendered/${doc.slug}.${variant}.html`),
          `<title>${doc.slug} ${variant}</title>`,
        );
      }
    }
    await writeFile(
      join(dir, 'prerendered/manifest.json'),
      JSON.stringify(
        docs.map(({ slug, ...doc }) => ({
          ...doc,
          open: `/prerendered/${slug}.open.html`,
          collapsed: `/prerendered/${slug}.collapsed.html`,
        })),
      ),
    );
  }
  return dir;
}

describe('serving prerendered documents', () => {
  let dir: string;
  let app: Awaited<ReturnType<typeof createApp>>;
  beforeAll(async () => {
    dir = await site(true);
    app = await createApp({ siteDir: dir });
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("sends the route's document in the sidebar state the cookie asks for", async () => {
    const open = await app.request('/qr-generator');
    expect(open.status).toBe(200);
    expect(await open.text()).toBe('<title>qr-generator open</title>');
    expect(open.headers.get('vary')).toBe('Accept-Encoding, Cookie');

    const collapsed = await app.request('/qr-generator/', {
      headers: { cookie: 'a=1; sidebar:state=false' },
    });
    expect(await collapsed.text()).toBe('<title>qr-generator collapsed</title>');
    const explicitOpen = await app.request('/', { headers: { cookie: 'sidebar:state=true' } });
    expect(await explicitOpen.text()).toBe('<title>index open</title>');
    // Only the exact cookie counts, not a look-alike name.
    const other = await app.request('/', { headers: { cookie: 'xsidebar:state=false' } });
    expect(await other.text()).toBe('<title>index open</title>');
  });

  it('allows exactly the style attributes of that document, by hash, and no others', async () => {
    const qr = (await app.request('/qr-generator')).headers.get('content-security-policy') ?? '';
    expect(qr).toContain(`style-src-attr 'unsafe-hashes' ${hiddenHash}`);
    expect(qr).toContain("style-src 'self';");
    expect(qr).not.toContain('unsafe-inline');
    const landing = (await app.request('/')).headers.get('content-security-policy') ?? '';
    expect(landing).not.toContain('style-src-attr');
    expect((await app.request('/')).headers.get('x-style-attr-hashes')).toBeNull();
  });

  it('lets any site frame an embed document, and no other', async () => {
    const embed = await app.request('/embed/qr-generator');
    expect(embed.status).toBe(200);
    expect(await embed.text()).toBe('<title>embed--qr-generator open</title>');
    const policy = embed.headers.get('content-security-policy') ?? '';
    expect(policy).toContain('frame-ancestors *');
    expect(embed.headers.get('x-frame-options')).toBeNull();
    expect(embed.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(embed.headers.get('x-framable')).toBeNull();
    const page = await app.request('/qr-generator');
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    // Only frame-ancestors differs (the embed's own style hashes aside).
    const withoutAncestors = (csp: string) =>
      csp.split('; ').filter((d) => !d.startsWith('frame-ancestors') && !d.startsWith('style-src-attr'));
    expect(withoutAncestors(policy)).toEqual(
      withoutAncestors(page.headers.get('content-security-policy') ?? ''),
    );
    // A path under /embed/ that is no page is the 404 document, which refuses framing.
    const unknown = await app.request('/embed/no-such-page');
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('x-frame-options')).toBe('DENY');
  });

  it('answers unknown paths with the prerendered 404 document and a 404 status', async () => {
    const response = await app.request('/no-such-page', { headers: { cookie: 'sidebar:state=false' } });
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('<title>404 collapsed</title>');
  });

  it('falls back to index.html for a known route without a document', async () => {
    const response = await app.request('/cli-app');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<title>shell</title>');
  });

  it('does not serve the documents under their file names', async () => {
    expect((await app.request('/prerendered/index.open.html')).status).toBe(404);
    expect((await app.request('/index.html')).status).toBe(404);
  });
});

describe('a build without prerendered documents', () => {
  it('serves index.html for every route', async () => {
    const dir = await site(false);
    try {
      const app = await createApp({ siteDir: dir });
      const known = await app.request('/qr-generator');
      expect(known.status).toBe(200);
      expect(await known.text()).toContain('<title>shell</title>');
      expect((await app.request('/missing')).status).toBe(404);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('conditional requests and the in-memory build', () => {
  let dir: string;
  let app: Awaited<ReturnType<typeof createApp>>;
  beforeAll(async () => {
    dir = await site(true);
    await mkdir(join(dir, 'assets'));
    await writeFile(join(dir, 'assets/app-abc123.js'), 'console.log(1)');
    await writeFile(join(dir, 'assets/app-abc123.js.gz'), gzipSync('console.log(1)'));
    await writeFile(join(dir, 'favicon.svg'), '<svg/>');
    app = await createApp({ siteDir: dir });
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('answers If-None-Match with 304 for documents and unhashed files, security headers kept', async () => {
    for (const path of ['/', '/qr-generator', '/favicon.svg']) {
      const first = await app.request(path);
      const etag = first.headers.get('etag');
      expect(etag).toMatch(/^"[\w-]+"$/);
      const again = await app.request(path, { headers: { 'if-none-match': `W/"other", ${etag}` } });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe('');
      expect(again.headers.get('etag')).toBe(etag);
      expect(again.headers.get('content-security-policy')).toContain("default-src 'self'");
      expect(again.headers.get('x-content-type-options')).toBe('nosniff');
      const changed = await app.request(path, { headers: { 'if-none-match': '"stale"' } });
      expect(changed.status).toBe(200);
    }
  });

  it('gives each encoding and each sidebar state its own ETag', async () => {
    const plain = await app.request('/assets/app-abc123.js');
    const gzip = await app.request('/assets/app-abc123.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gzip.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(gzip.headers.get('etag')).not.toBe(plain.headers.get('etag'));
    const open = await app.request('/');
    const collapsed = await app.request('/', { headers: { cookie: 'sidebar:state=false' } });
    expect(collapsed.headers.get('etag')).not.toBe(open.headers.get('etag'));
  });

  it('serves from memory: the build can change on disk without changing the answers', async () => {
    await writeFile(join(dir, 'favicon.svg'), '<svg>changed</svg>');
    expect(await (await app.request('/favicon.svg')).text()).toBe('<svg/>');
  });

  it('keeps the 404 document uncached and without an ETag', async () => {
    const missing = await app.request('/nope');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBe('no-store');
    expect(missing.headers.get('etag')).toBeNull();
  });

  it('refuses a malformed path with 400 instead of failing', async () => {
    expect((await app.request('/%E0%A4%A')).status).toBe(400);
  });
});
