import type { IncomingMessage, ServerResponse } from 'node:http';
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';

/** The largest request body a group of routes takes, and what a larger one is answered. */
export interface BodyLimit {
  /** Paths starting with this are limited by this entry; the longest matching prefix wins. */
  prefix: string;
  maxBytes: number;
  /** The JSON body of the 413. */
  tooLarge: unknown;
}

/** For every route without its own limit (no API but the AI proxy and the notes takes a body). */
export const DEFAULT_BODY_LIMIT: BodyLimit = {
  prefix: '/',
  maxBytes: 256 * 1024,
  tooLarge: { error: 'Request body too large.' },
};

/** The limit that applies to `pathname`: the longest matching prefix, else the default. */
export function bodyLimitFor(limits: readonly BodyLimit[], pathname: string): BodyLimit {
  let best = DEFAULT_BODY_LIMIT;
  for (const limit of limits) {
    if (pathname.startsWith(limit.prefix) && limit.prefix.length > best.prefix.length) best = limit;
  }
  return best;
}

/** The same limit inside Hono (app.request() in tests, and any body the listener let through). */
export function bodyLimitMiddleware(limit: BodyLimit): MiddlewareHandler {
  return bodyLimit({
    maxSize: limit.maxBytes,
    onError: (c) => c.json(limit.tooLarge as object, 413, { 'Cache-Control': 'no-store' }),
  });
}

/** How long, and how much, a refused body is read and thrown away before the connection closes. */
const LINGER_MS = 5_000;
const LINGER_MAX_BYTES = 16 * 1024 * 1024;

/**
 * Answers 413 and closes the connection without losing the answer. The client is usually still
 * sending its body: closing a socket with unread data makes the kernel send a reset, which can
 * destroy the 413 in the client's buffers before it is read (and dropping the connection midway
 * does the same). So the whole answer is written at once, marked `Connection: close`, and the
 * rest of the body is read and discarded until it ends (or for at most 5 s / 16 MiB); only then
 * does the response end and the connection close.
 */
export function refuseTooLarge(
  req: IncomingMessage,
  res: ServerResponse,
  limit: BodyLimit,
  headers: Readonly<Record<string, string>>,
): void {
  const body = JSON.stringify(limit.tooLarge);
  res.shouldKeepAlive = false;
  res.writeHead(413, {
    ...headers,
    'Content-Type': 'application/json',
    'Content-Length': String(Buffer.byteLength(body)),
    'Cache-Control': 'no-store',
  });
  res.write(body);
  let discarded = 0;
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    clearTimeout(timer);
    req.off('data', onData);
    res.end();
  };
  const onData = (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > LINGER_MAX_BYTES) finish();
  };
  const timer = setTimeout(finish, LINGER_MS);
  timer.unref();
  req.on('data', onData);
  req.once('end', finish);
  req.once('close', finish);
  req.resume();
}

/**
 * Reads a body into memory, up to `maxBytes`: one sent without Content-Length (chunked), which Hono
 * then sees as `rawBody`, or a direct route's. Resolves null once it is too large (the caller
 * refuses it; reading goes on).
 */
export function readBody(req: IncomingMessage, maxBytes: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const cleanup = () => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
      req.off('close', onClose);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        cleanup();
        req.pause();
        resolve(null);
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      cleanup();
      resolve(Buffer.concat(chunks, size));
    };
    const onError = (error: Error) => {
      cleanup();
      reject(error);
    };
    const onClose = () => onError(new Error('The client closed the connection before the end of its body.'));
    req.on('data', onData);
    req.once('end', onEnd);
    req.once('error', onError);
    req.once('close', onClose);
  });
}
