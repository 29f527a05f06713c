import type { IncomingMessage, ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { apiErrorBody, type DirectAnswer, type DirectRoute, notJsonMessage, type ServerApp } from './app';
import { bodyLimitFor, readBody, refuseTooLarge } from './bodyLimit';
import { COMMON_SECURITY_HEADERS, isWorkerDestination, securityHeaderValues } from './security';

/** Paths the Hono app answers itself (APIs, health); everything else under GET/HEAD is the site. */
const APP_PATHS = /^\/(?:api|rest|storage)(?:\/|$)|^\/(?:healthz|readyz)$/;

/**
 * A direct route's name: a plain identifier only. Anything else (percent-escapes, dots, a trailing
 * slash) goes through Hono, whose decoding and URL normalisation then decide, as they always did.
 */
const PLAIN_NAME = /^[A-Za-z0-9_]+$/;

/** The direct route a POST to `pathname` takes, and the name it calls; null when Hono answers. */
function directRouteFor(routes: readonly DirectRoute[], pathname: string) {
  for (const route of routes) {
    if (!pathname.startsWith(route.prefix)) continue;
    const name = pathname.slice(route.prefix.length);
    return PLAIN_NAME.test(name) ? { route, name } : null;
  }
  return null;
}

/** Decodes a body as fetch's `text()` does (UTF-8, a leading byte-order mark dropped). */
const utf8 = new TextDecoder();

/**
 * Answers a direct route from Node's request and response: the same status, headers and body as
 * through Hono (the JSON-only check, no-store, the security headers, the 500 of an unexpected
 * error), written in one go.
 */
function createDirectResponder(app: ServerApp) {
  // Lower-case names, as Hono's Headers give them; with the document policies for a worker script.
  const headersFor = [false, true].map((worker) =>
    Object.fromEntries(
      Object.entries({
        ...securityHeaderValues(app.security, [], 'application/json', worker),
        'Content-Type': 'application/json',
      }).map(([name, value]) => [name.toLowerCase(), value]),
    ),
  );
  const send = (req: IncomingMessage, res: ServerResponse, answer: DirectAnswer, noStore: boolean) => {
    const json = JSON.stringify(answer.body);
    res.writeHead(answer.status, {
      ...(noStore ? { 'cache-control': 'no-store' } : {}),
      ...headersFor[Number(isWorkerDestination(req.headers['sec-fetch-dest']))],
      ...answer.headers,
      'content-length': String(Buffer.byteLength(json)),
    });
    res.end(json);
  };
  return async (
    req: IncomingMessage,
    res: ServerResponse,
    route: DirectRoute,
    name: string,
    body: Buffer,
  ) => {
    const refused = notJsonMessage('POST', req.headers['content-type']);
    // Hono's 415 leaves before the no-store header is added: so does this one.
    if (refused)
      return send(req, res, { status: 415, body: apiErrorBody(route.prefix, 'PGRST107', refused) }, false);
    let answer: DirectAnswer;
    try {
      const forwardedFor = req.headers['x-forwarded-for'];
      answer = await route.answer(
        name,
        utf8.decode(body),
        req.socket.remoteAddress,
        Array.isArray(forwardedFor) ? forwardedFor.join(', ') : forwardedFor,
      );
    } catch (error) {
      console.error('Unhandled server error:', error);
      answer = { status: 500, body: { error: 'Internal server error.' } };
    }
    send(req, res, answer, true);
  };
}

/**
 * The Node request listener. GET and HEAD for the site are answered straight from memory (the
 * response's headers, security headers included, are built once per document), which is what lets
 * one process serve the build about as fast as nginx; the notes calls are answered from Node's own
 * request too (a direct route); everything else goes through the Hono app. Bodies are checked
 * against their route's limit before they are read.
 */
export function createListener(app: ServerApp) {
  // Node reads and discards a body the app left unread (a 415, a 404), keeping the connection;
  // the adapter's own clean-up would drop the connection 500 ms after the answer instead.
  const viaHono = getRequestListener(app.fetch, { autoCleanupIncoming: false });
  const answerDirect = createDirectResponder(app);
  const toApp = (req: IncomingMessage, res: ServerResponse, pathname: string) => {
    if (req.method === 'GET' || req.method === 'HEAD') return viaHono(req, res);
    const limit = bodyLimitFor(app.bodyLimits, pathname);
    const declared = req.headers['content-length'];
    if (declared !== undefined && Number(declared) > limit.maxBytes)
      return refuseTooLarge(req, res, limit, COMMON_SECURITY_HEADERS);
    const direct = req.method === 'POST' ? directRouteFor(app.directRoutes, pathname) : null;
    // Hono reads a body whose length is declared itself; one without (chunked) is read here, up to
    // the limit, and handed over whole. A direct route's is always read here.
    if (!direct && (declared !== undefined || req.headers['transfer-encoding'] === undefined))
      return viaHono(req, res);
    readBody(req, limit.maxBytes).then(
      (body) => {
        if (body === null) return refuseTooLarge(req, res, limit, COMMON_SECURITY_HEADERS);
        if (direct) return answerDirect(req, res, direct.route, direct.name, body);
        Object.assign(req, { rawBody: body });
        return viaHono(req, res);
      },
      () => res.destroy(),
    );
  };

  const site = app.site;
  // A response's headers are shared objects (static.ts): merge each with its security headers once
  // (per style hashes, and once more for a script loaded as a worker or for an embed document).
  const merged = [0, 1, 2, 3].map(
    () => new WeakMap<object, Map<readonly string[], Record<string, string>>>(),
  );
  const headersFor = (
    headers: Readonly<Record<string, string>>,
    hashes: readonly string[],
    worker: boolean,
    framable: boolean,
  ) => {
    const cache = merged[Number(worker) * 2 + Number(framable)] as (typeof merged)[number];
    let byHashes = cache.get(headers);
    if (!byHashes) {
      byHashes = new Map();
      cache.set(headers, byHashes);
    }
    let all = byHashes.get(hashes);
    if (!all) {
      all = {
        ...headers,
        ...securityHeaderValues(app.security, hashes, headers['Content-Type'], worker, framable),
      };
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
    res.writeHead(
      response.status,
      headersFor(response.headers, response.styleHashes, worker, response.framable === true),
    );
    res.end(response.body ?? undefined);
  };
}
