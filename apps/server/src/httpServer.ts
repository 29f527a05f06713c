import { createServer, type RequestListener, type Server } from 'node:http';
import type { HttpTimeouts } from './config';

/**
 * The HTTP server with every connection bounded (docs/operations.md, "Timeouts"): headers within
 * `headersMs` of the connection's first byte (or of the previous response), the whole request
 * within `requestMs`, and an idle keep-alive connection closed after `keepAliveMs` (Node adds a
 * second, so that a client reading `Keep-Alive: timeout=…` stops reusing it first). Node checks
 * the first two on a timer, 30 s apart by default: a 10 s limit acted after up to 40 s.
 */
export function createHttpServer(listener: RequestListener, timeouts: HttpTimeouts): Server {
  return createServer(
    {
      headersTimeout: timeouts.headersMs,
      requestTimeout: timeouts.requestMs,
      keepAliveTimeout: timeouts.keepAliveMs,
      connectionsCheckingInterval: Math.max(100, Math.min(1_000, timeouts.headersMs / 4)),
    },
    listener,
  );
}
