import type { IncomingMessage, ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import type { ServerApp } from './app';
import { bodyLimitFor, readChunkedBody, refuseTooLarge } from './bodyLimit';
import { COMMON_SECURITY_HEADERS, isWorkerDestination, securityHeaderValues } from './security';

/** Paths the Hono app answers itself (APIs, health); everything else under GET/HEAD is the site. */
const APP_PATHS = /^\/(?:api|rest)(?:\/|$)|^\/(?:healthz|readyz)$/;

/**
 * The Node request listener. GET and HEAD for the site are answered straight from memory (the
 * response's headers, security headers included, are built once per document), which is what lets
 * one process serve the build about as fast as nginx; everything else goes through the Hono app,
 * after its body's size is checked against the route's limit.
 */
export function createListener(app: ServerApp) {
  // Node reads and discards a body the app left unread (a 415, a 404), keeping the connection;
  // the adapter's own clean-up would drop the connection 500 ms after the answer instead.
  const viaHono = getRequestListener(app.fetch, { autoCleanupIncoming: false });
  const toApp = (req: IncomingMessage, res: ServerResponse, pathname: string) => {
    if (req.method === 'GET' || req.method === 'HEAD') return viaHono(req, res);
    const limit = bodyLimitFor(app.bodyLimits, pathname);
    const declared = req.headers['content-length'];
    if (declared !== undefined) {
      if (Number(declared) > limit.maxBytes) return refuseTooLarge(req, res, limit, COMMON_SECURITY_HEADERS);
      return viaHono(req, res);
    }
    if (req.headers['transfer-encoding'] === undefined) return viaHono(req, res);
    // No length given: read it here, up to the limit, and hand it over whole.
    readChunkedBody(req, limit.maxBytes).then(
      (body) => {
        if (body === null) return refuseTooLarge(req, res, limit, COMMON_SECURITY_HEADERS);
        Object.assign(req, { rawBody: body });
        return viaHono(req, res);
      },
      () => res.destroy(),
    );
  };

  const site = app.site;
  // A response's headers are shared objects (static.ts): merge each with its security headers once
  // (per style hashes, and once more for a script loaded as a worker).
  const merged = [false, true].map(
    () => new WeakMap<object, Map<readonly string[], Record<string, string>>>(),
  );
  const headersFor = (
    headers: Readonly<Record<string, string>>,
    hashes: readonly string[],
    worker: boolean,
  ) => {
    const cache = merged[Number(worker)] as (typeof merged)[number];
    let byHashes = cache.get(headers);
    if (!byHashes) {
      byHashes = new Map();
      cache.set(headers, byHashes);
    }
    let all = byHashes.get(hashes);
    if (!all) {
      all = { ...headers, ...securityHeaderValues(app.security, hashes, headers['Content-Type'], worker) };
      byHashes.set(hashes, all);
    }
    return all;
  };
  return (req: IncomingMessage, res: ServerResponse) => {
    // Draining (SIGTERM): every answer closes its connection, so keep-alive clients reconnect
    // (to another instance) between requests instead of having a connection cut under them.
    if (app.draining) res.shouldKeepAlive = false;
    const method = req.method;
    const rawUrl = req.url ?? '/';
    const query = rawUrl.indexOf('?');
    const pathname = query === -1 ? rawUrl : rawUrl.slice(0, query);
    if (
      !site ||
      (method !== 'GET' && method !== 'HEAD') ||
      !rawUrl.startsWith('/') ||
      APP_PATHS.test(pathname)
    )
      return toApp(req, res, pathname);
    const response = site.respond({
      method,
      pathname,
      cookie: req.headers.cookie,
      acceptEncoding: req.headers['accept-encoding'],
      ifNoneMatch: req.headers['if-none-match'],
    });
    const worker = isWorkerDestination(req.headers['sec-fetch-dest']);
    res.writeHead(response.status, headersFor(response.headers, response.styleHashes, worker));
    res.end(response.body ?? undefined);
  };
}
