// @vitest-environment node
// The build's precache list (apps/site/service-worker.ts, which runs at the end of the prerender).
import { describe, expect, it } from 'vitest';
import type { PrerenderedRoute } from '../prerendered';
import { documentEntries } from '../service-worker';

const route = (path: string, extra: Partial<PrerenderedRoute> = {}): PrerenderedRoute => ({
  path,
  status: 200,
  open: `/prerendered/${path.slice(1) || 'index'}.open.html`,
  collapsed: `/prerendered/${path.slice(1) || 'index'}.collapsed.html`,
  styleHashes: [],
  ...extra,
});

describe('documentEntries', () => {
  const routes = [
    route('/'),
    route('/qr-generator'),
    route('/embed/qr-generator', { embed: true, collapsed: '/prerendered/embed--qr-generator.open.html' }),
    route('*', {
      status: 404,
      open: '/prerendered/404.open.html',
      collapsed: '/prerendered/404.collapsed.html',
    }),
  ];
  const files: Record<string, string> = Object.fromEntries(
    routes.flatMap((r) => [r.open, r.collapsed]).map((url) => [url, `<html>${url}</html>`]),
  );

  it('precaches the URLs the server answers for the pages: not the 404 page, not the embeds', () => {
    const entries = documentEntries(routes, (url) => files[url] ?? '');
    expect(entries.map((entry) => entry.url)).toEqual(['/', '/qr-generator']);
    for (const entry of entries) expect(entry.revision).toMatch(/^[0-9a-f]{16}$/);
  });

  it("changes a document's revision when either sidebar variant or its style hashes change, and only its own", () => {
    const before = documentEntries(routes, (url) => files[url] ?? '');
    const collapsedChanged = documentEntries(routes, (url) =>
      url === '/prerendered/qr-generator.collapsed.html' ? '<html>new build</html>' : (files[url] ?? ''),
    );
    expect(collapsedChanged[0]).toEqual(before[0]);
    expect(collapsedChanged[1]?.revision).not.toBe(before[1]?.revision);

    const hashed = routes.map((r) => (r.path === '/' ? { ...r, styleHashes: ["'sha256-x'"] } : r));
    const hashChanged = documentEntries(hashed, (url) => files[url] ?? '');
    expect(hashChanged[0]?.revision).not.toBe(before[0]?.revision);
    expect(hashChanged[1]).toEqual(before[1]);
  });
});
