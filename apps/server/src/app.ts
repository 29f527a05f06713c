import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Readiness } from './notes/connection';
import { type SecurityOptions, STYLE_ATTR_HASHES_HEADER, securityHeaders } from './security';
import { loadSite, type Site } from './site';

/** A feature that mounts its own API routes (notes, AI proxy, …) and contributes CSP origins. */
export interface ServerExtension {
  name: string;
  mount: (app: Hono) => void;
  security?: SecurityOptions;
  /** Whether the feature can serve now (its database reachable and migrated); /readyz asks. */
  readiness?: (timeoutMs?: number) => Promise<Readiness>;
  /** Called on shutdown (close database pools, timers). */
  close?: () => Promise<void> | void;
}

export interface AppOptions {
  /** The built site (apps/site/dist); null serves the API only (development, behind Vite). */
  siteDir: string | null;
  /** Serve the build's source maps (SERVE_SOURCE_MAPS=1); they are left out by default. */
  serveSourceMaps?: boolean;
  extensions?: ServerExtension[];
  security?: SecurityOptions;
}

/** The CSP origins the features need, merged with the app's own. */
export function mergedSecurity(
  extensions: ServerExtension[],
  security: SecurityOptions = {},
): SecurityOptions {
  return {
    connectSrc: [...(security.connectSrc ?? []), ...extensions.flatMap((e) => e.security?.connectSrc ?? [])],
    frameSrc: [...(security.frameSrc ?? []), ...extensions.flatMap((e) => e.security?.frameSrc ?? [])],
  };
}

export interface ServerApp extends Hono {
  /** The built site in memory (null when serving the API only), for the listener's fast path. */
  site: Site | null;
  security: SecurityOptions;
}

export async function createApp({
  siteDir,
  serveSourceMaps = false,
  extensions = [],
  security = {},
}: AppOptions): Promise<ServerApp> {
  const app = new Hono();
  const merged = mergedSecurity(extensions, security);
  app.use(securityHeaders(merged));
  // No API takes large bodies; anything bigger is refused before it is read.
  app.use(
    '/api/*',
    bodyLimit({ maxSize: 256 * 1024, onError: (c) => c.json({ error: 'Request body too large.' }, 413) }),
  );

  // Liveness: the process answers. Readiness: every feature can serve (the database is reachable
  // and migrated); a load balancer sends no traffic to an instance answering 503.
  app.get('/healthz', (c) => c.json({ status: 'ok' }, 200, { 'Cache-Control': 'no-store' }));
  app.get('/readyz', async (c) => {
    const checks = await Promise.all(
      extensions.flatMap((extension) =>
        extension.readiness ? [extension.readiness().then((state) => ({ name: extension.name, state }))] : [],
      ),
    );
    const failing = checks.filter(({ state }) => !state.ready);
    const reasons = Object.fromEntries(
      failing.map(({ name, state }) => [name, state.ready ? '' : state.reason]),
    );
    return failing.length === 0
      ? c.json({ status: 'ready' }, 200, { 'Cache-Control': 'no-store' })
      : c.json({ status: 'unavailable', reasons }, 503, { 'Cache-Control': 'no-store', 'Retry-After': '5' });
  });
  for (const extension of extensions) extension.mount(app);
  app.all('/api/*', (c) => c.json({ error: 'Not found.' }, 404));
  app.all('/rest/*', (c) =>
    c.json({ code: 'PGRST202', message: 'Not found.', details: null, hint: null }, 404),
  );

  const site = siteDir ? await loadSite(siteDir, { serveSourceMaps }) : null;
  if (site) {
    app.on(['GET', 'HEAD'], '*', (c) => {
      const response = site.respond({
        method: c.req.method,
        pathname: new URL(c.req.url).pathname,
        cookie: c.req.header('cookie'),
        acceptEncoding: c.req.header('accept-encoding'),
        ifNoneMatch: c.req.header('if-none-match'),
      });
      const headers = new Headers(response.headers);
      if (response.styleHashes.length > 0)
        headers.set(STYLE_ATTR_HASHES_HEADER, response.styleHashes.join(' '));
      const body = response.body;
      return new Response(
        body ? new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.length) : null,
        {
          status: response.status,
          headers,
        },
      );
    });
    app.all('*', (c) => c.text('Method not allowed.', 405, { Allow: 'GET, HEAD' }));
  }
  app.onError((error, c) => {
    console.error('Unhandled server error:', error);
    return c.json({ error: 'Internal server error.' }, 500, { 'Cache-Control': 'no-store' });
  });
  return Object.assign(app, { site, security: merged });
}
