import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { type SecurityOptions, securityHeaders } from './security';
import { indexStaticFiles, sendStaticFile } from './static';

/** A feature that mounts its own API routes (notes, AI proxy, …) and contributes CSP origins. */
export interface ServerExtension {
  name: string;
  mount: (app: Hono) => void;
  security?: SecurityOptions;
  /** Called on shutdown (close database pools, timers). */
  close?: () => Promise<void> | void;
}

export interface AppOptions {
  /** The built site (apps/site/dist); null serves the API only (development, behind Vite). */
  siteDir: string | null;
  extensions?: ServerExtension[];
  security?: SecurityOptions;
}

interface SiteRoute {
  path: string;
}

/** The page paths the site composes, written by the site's build (dist/routes.json). */
async function readKnownPaths(siteDir: string): Promise<Set<string>> {
  const routes = JSON.parse(await readFile(join(siteDir, 'routes.json'), 'utf8')) as SiteRoute[];
  return new Set(['/', ...routes.map((route) => route.path)]);
}

export async function createApp({ siteDir, extensions = [], security = {} }: AppOptions) {
  const app = new Hono();
  app.use(
    securityHeaders({
      connectSrc: [
        ...(security.connectSrc ?? []),
        ...extensions.flatMap((e) => e.security?.connectSrc ?? []),
      ],
      frameSrc: [...(security.frameSrc ?? []), ...extensions.flatMap((e) => e.security?.frameSrc ?? [])],
    }),
  );
  // No API takes large bodies; anything bigger is refused before it is read.
  app.use(
    '/api/*',
    bodyLimit({ maxSize: 256 * 1024, onError: (c) => c.json({ error: 'Request body too large.' }, 413) }),
  );

  app.get('/healthz', (c) => c.json({ status: 'ok' }));
  for (const extension of extensions) extension.mount(app);
  app.all('/api/*', (c) => c.json({ error: 'Not found.' }, 404));
  app.all('/rest/*', (c) =>
    c.json({ code: 'PGRST202', message: 'Not found.', details: null, hint: null }, 404),
  );

  if (siteDir) await serveSite(app, siteDir);
  app.onError((error, c) => {
    console.error('Unhandled server error:', error);
    return c.json({ error: 'Internal server error.' }, 500);
  });
  return app;
}

async function serveSite(app: Hono, siteDir: string) {
  const [files, knownPaths] = await Promise.all([indexStaticFiles(siteDir), readKnownPaths(siteDir)]);
  const indexHtml = files.get('/index.html');
  if (!indexHtml) throw new Error(`No index.html in ${siteDir}: build the site first (pnpm build).`);
  app.on(['GET', 'HEAD'], '*', async (c) => {
    const url = decodeURIComponent(new URL(c.req.url).pathname);
    const file = files.get(url);
    if (file && url !== '/index.html') return sendStaticFile(c, url, file);
    // A missing file (a stale hashed asset, a typo) is a plain 404, never the app's HTML.
    if (url.startsWith('/assets/') || /\.[a-z0-9]+$/i.test(url)) return c.text('Not found.', 404);
    const route = url.length > 1 && url.endsWith('/') ? url.slice(0, -1) : url;
    // Unknown paths still get the app (it renders the 404 page) but with a real 404 status.
    return sendStaticFile(c, '/index.html', indexHtml, knownPaths.has(route) ? 200 : 404);
  });
  app.all('*', (c) => c.text('Method not allowed.', 405, { Allow: 'GET, HEAD' }));
}
