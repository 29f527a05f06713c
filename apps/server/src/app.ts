import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { type BodyLimit, bodyLimitFor, bodyLimitMiddleware } from './bodyLimit';
import type { Readiness } from './notes/connection';
import { FRAMABLE_HEADER, type SecurityOptions, STYLE_ATTR_HASHES_HEADER, securityHeaders } from './security';
import { loadSite, type Site } from './site';

/** What a direct route answers: a status, a JSON body, and its own headers (Retry-After). */
export interface DirectAnswer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

/**
 * A POST route the listener answers from Node's own request and response, without the web
 * Request/Response objects Hono needs (listener.ts): the notes calls, the API's busiest route. The
 * extension mounts the same answer in Hono too (for app.request and every path not taken here).
 */
export interface DirectRoute {
  /** `/rest/v1/rpc/`: a path of this prefix and one more segment, that segment being `name`. */
  prefix: string;
  answer(
    name: string,
    body: string,
    peer: string | undefined,
    forwardedFor: string | undefined,
  ): Promise<DirectAnswer>;
}

/** A feature that mounts its own API routes (notes, AI proxy, …) and contributes CSP origins. */
export interface ServerExtension {
  name: string;
  mount: (app: Hono) => void;
  directRoutes?: DirectRoute[];
  security?: SecurityOptions;
  /** The body limits of its routes (each route's own; the rest get DEFAULT_BODY_LIMIT). */
  bodyLimits?: BodyLimit[];
  /** Whether the feature can serve now (its database reachable and working); /readyz asks. */
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
  /** Every route's body limit, for the listener's check before a body is read. */
  bodyLimits: BodyLimit[];
  /** The routes the listener answers without Hono. */
  directRoutes: DirectRoute[];
  /** Set on SIGTERM (shutdown.ts): /readyz answers 503 so the load balancer stops sending traffic. */
  draining: boolean;
}

const API_PATHS = ['/api/*', '/rest/*'];
const NO_STORE = { 'Cache-Control': 'no-store' };

/**
 * Why an API body is refused (415), or null when it is JSON. A form or text/plain body is a
 * "simple" request a browser sends from any site without asking first; refusing it means another
 * site cannot make a visitor's browser create notes or spend their quota.
 */
export function notJsonMessage(method: string, contentType: string | undefined): string | null {
  if (method !== 'POST' && method !== 'PUT' && method !== 'PATCH') return null;
  const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase();
  if (type === 'application/json') return null;
  return `The request body must be JSON, sent with Content-Type: application/json (got ${type ? `"${type.slice(0, 80)}"` : 'none'}).`;
}

/** An API error's body in the shape its clients read: PostgREST's for /rest, `{ error }` for /api. */
export function apiErrorBody(path: string, code: string, message: string) {
  return path.startsWith('/rest/') ? { code, message, details: null, hint: null } : { error: message };
}

function apiError(c: Context, status: 404 | 415, code: string, message: string) {
  return c.json(apiErrorBody(c.req.path, code, message), status);
}

/**
 * What every API answer shares: never cached (notes, limits and AI answers are per visitor and per
 * moment), and bodies only as application/json.
 */
const apiPolicy: MiddlewareHandler = async (c, next) => {
  const refused = notJsonMessage(c.req.method, c.req.header('content-type'));
  if (refused) return apiError(c, 415, 'PGRST107', refused);
  await next();
  c.header('Cache-Control', 'no-store');
};

export async function createApp({
  siteDir,
  serveSourceMaps = false,
  extensions = [],
  security = {},
}: AppOptions): Promise<ServerApp> {
  const merged = mergedSecurity(extensions, security);
  const bodyLimits = extensions.flatMap((extension) => extension.bodyLimits ?? []);
  const app: ServerApp = Object.assign(new Hono(), {
    site: null,
    security: merged,
    bodyLimits,
    directRoutes: extensions.flatMap((extension) => extension.directRoutes ?? []),
    draining: false,
  });
  app.use(securityHeaders(merged));
  for (const path of API_PATHS) app.use(path, apiPolicy);
  // Routes without a limit of their own (the features mount theirs): refused before being read.
  const defaultLimit = bodyLimitMiddleware(bodyLimitFor([], '/'));
  app.use(async (c, next) =>
    bodyLimitFor(bodyLimits, c.req.path).prefix === '/' ? defaultLimit(c, next) : next(),
  );

  // Liveness: the process answers. Readiness: every feature can serve now (for notes, a note
  // created and read back in the API's role); a load balancer sends no traffic to a 503.
  app.get('/healthz', (c) => c.json({ status: 'ok' }, 200, NO_STORE));
  app.get('/readyz', async (c) => {
    if (app.draining) return c.json({ status: 'draining' }, 503, { ...NO_STORE, 'Retry-After': '5' });
    const checks = await Promise.all(
      extensions.flatMap((extension) =>
        extension.readiness ? [extension.readiness().then((state) => ({ name: extension.name, state }))] : [],
      ),
    );
    const reasons: Record<string, string> = {};
    for (const { name, state } of checks) if (!state.ready) reasons[name] = state.reason;
    return Object.keys(reasons).length === 0
      ? c.json({ status: 'ready' }, 200, NO_STORE)
      : c.json({ status: 'unavailable', reasons }, 503, { ...NO_STORE, 'Retry-After': '5' });
  });
  for (const extension of extensions) extension.mount(app);
  app.all('/api/*', (c) => apiError(c, 404, 'PGRST404', 'Not found.'));
  app.all('/rest/*', (c) => apiError(c, 404, 'PGRST202', 'Not found.'));

  const site = siteDir ? await loadSite(siteDir, { serveSourceMaps }) : null;
  app.site = site;
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
      if (response.framable) headers.set(FRAMABLE_HEADER, '1');
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
    return c.json({ error: 'Internal server error.' }, 500, NO_STORE);
  });
  return app;
}
