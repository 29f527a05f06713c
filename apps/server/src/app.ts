import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { type SecurityOptions, STYLE_ATTR_HASHES_HEADER, securityHeaders } from './security';
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

/** Written by the site's build next to the documents (apps/site/build-plugins.ts). */
interface PrerenderedRoute {
  path: string;
  status: 200 | 404;
  open: string;
  collapsed: string;
  styleHashes: string[];
}

const SIDEBAR_COLLAPSED = /(?:^|;\s*)sidebar:state=false(?:;|$)/;

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

/** The prerendered documents by route path ('*' is the 404 page); empty for a build without them. */
async function readPrerendered(siteDir: string): Promise<Map<string, PrerenderedRoute>> {
  try {
    const list = JSON.parse(
      await readFile(join(siteDir, 'prerendered/manifest.json'), 'utf8'),
    ) as PrerenderedRoute[];
    return new Map(list.map((route) => [route.path, route]));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return new Map();
    throw error;
  }
}

async function serveSite(app: Hono, siteDir: string) {
  const [files, knownPaths] = await Promise.all([indexStaticFiles(siteDir), readKnownPaths(siteDir)]);
  const indexHtml = files.get('/index.html');
  if (!indexHtml) throw new Error(`No index.html in ${siteDir}: build the site first (pnpm build).`);
  const prerendered = await readPrerendered(siteDir);
  app.on(['GET', 'HEAD'], '*', async (c) => {
    const url = decodeURIComponent(new URL(c.req.url).pathname);
    const file = files.get(url);
    if (file && url !== '/index.html' && !url.startsWith('/prerendered/'))
      return sendStaticFile(c, url, file);
    // A missing file (a stale hashed asset, a typo) is a plain 404, never the app's HTML.
    if (url.startsWith('/assets/') || /\.[a-z0-9]+$/i.test(url)) return c.text('Not found.', 404);
    const route = url.length > 1 && url.endsWith('/') ? url.slice(0, -1) : url;
    const status = knownPaths.has(route) ? 200 : 404;
    // The route's prerendered document (unknown paths: the 404 page, with a real 404 status), in
    // the sidebar state the visitor's cookie asks for, so the first paint is already right.
    const doc = prerendered.get(status === 200 ? route : '*');
    if (doc) {
      const collapsed = SIDEBAR_COLLAPSED.test(c.req.header('cookie') ?? '');
      const docUrl = collapsed ? doc.collapsed : doc.open;
      const docFile = files.get(docUrl);
      if (docFile) {
        if (doc.styleHashes.length > 0) c.header(STYLE_ATTR_HASHES_HEADER, doc.styleHashes.join(' '));
        return sendStaticFile(c, docUrl, docFile, status, { vary: 'Accept-Encoding, Cookie' });
      }
    }
    return sendStaticFile(c, '/index.html', indexHtml, status);
  });
  app.all('*', (c) => c.text('Method not allowed.', 405, { Allow: 'GET, HEAD' }));
}
