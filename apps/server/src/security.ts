import type { MiddlewareHandler } from 'hono';

export interface SecurityOptions {
  /** Extra origins the pages may call (e.g. a hosted Supabase project). */
  connectSrc?: string[];
  /** Origins the pages may frame (the boat showcase preview). */
  frameSrc?: string[];
}

/**
 * A strict Content-Security-Policy: same-origin scripts and styles only (no 'unsafe-inline', no
 * eval), nothing may frame the site but its embed documents (`framable`: /embed/<route>, made to
 * be framed by any site), and only named origins may be called or framed.
 */
export function contentSecurityPolicy(
  { connectSrc = [], frameSrc = [] }: SecurityOptions = {},
  {
    styleAttrHashes = [],
    framable = false,
  }: { styleAttrHashes?: readonly string[]; framable?: boolean } = {},
): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'"],
    // A prerendered document may carry a few style attributes React rendered (a visually hidden
    // input, a progress bar's width): exactly those values are allowed, by hash, and no others.
    ...(styleAttrHashes.length > 0 ? { 'style-src-attr': ["'unsafe-hashes'", ...styleAttrHashes] } : {}),
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...connectSrc],
    'media-src': ["'self'", 'blob:'],
    'worker-src': ["'self'", 'blob:'],
    // 'self': the "Use this demo" panel previews a page through its embed document (/embed/<route>);
    // the site's other documents still refuse to be framed (frame-ancestors 'none').
    'frame-src': ["'self'", ...frameSrc],
    'frame-ancestors': framable ? ['*'] : ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'manifest-src': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  // The QR page's Scan tab reads codes from the camera; other sites' frames still cannot.
  'camera=(self)',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
  'clipboard-write=(self)',
].join(', ');

/** Set by the handler that sends a prerendered document: the hashes of its style attributes. */
export const STYLE_ATTR_HASHES_HEADER = 'X-Style-Attr-Hashes';
/** Set by the handler that sends an embed document (/embed/<route>): other sites may frame it. */
export const FRAMABLE_HEADER = 'X-Framable';

/**
 * On every response: no type sniffing (a JSON answer or a script is never run as a page), no use
 * by other sites' pages (CORP), and no referrer in the requests a stylesheet makes.
 */
export const COMMON_SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'Referrer-Policy': 'no-referrer',
  'X-Content-Type-Options': 'nosniff',
  'Cross-Origin-Resource-Policy': 'same-origin',
});

/**
 * Whether a response is a document a browser may render as a page (and so run scripts in, be
 * framed, use features): HTML, and SVG or XML opened directly. Only those need the policies that
 * govern a page; a script, a stylesheet, an image or a JSON answer does not (about 1 KB saved on
 * each of the 30-odd responses of a first visit).
 */
export function isDocument(contentType: string | null | undefined): boolean {
  return /^\s*(?:text\/html|image\/svg\+xml|application\/xhtml\+xml|(?:application|text)\/xml)\b/i.test(
    contentType ?? '',
  );
}

/**
 * Whether a request loads a worker (`Sec-Fetch-Dest`): a worker runs under the CSP of its own
 * script's response, not the page's, so the worker script gets the policy a document gets.
 */
export function isWorkerDestination(destination: string | null | undefined): boolean {
  return destination === 'worker' || destination === 'sharedworker' || destination === 'serviceworker';
}

/**
 * The security headers of a response, given its type, its document's style-attribute hashes,
 * whether it is loaded as a worker, and whether it is an embed document other sites may frame.
 */
export function securityHeaderValues(
  options: SecurityOptions = {},
  styleAttrHashes: readonly string[] = [],
  contentType: string | null | undefined = 'text/html',
  worker = false,
  framable = false,
): Record<string, string> {
  if (!worker && !isDocument(contentType)) return { ...COMMON_SECURITY_HEADERS };
  return {
    'Content-Security-Policy': contentSecurityPolicy(options, { styleAttrHashes, framable }),
    ...COMMON_SECURITY_HEADERS,
    // An embed may sit in a page that requires CORP of what it frames (COEP require-corp).
    ...(framable ? { 'Cross-Origin-Resource-Policy': 'cross-origin' } : { 'X-Frame-Options': 'DENY' }),
    'Permissions-Policy': PERMISSIONS_POLICY,
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

/** Security headers on every response through Hono: the document policies on documents only. */
export function securityHeaders(options: SecurityOptions = {}): MiddlewareHandler {
  const documents = Object.entries(securityHeaderValues(options));
  const others = Object.entries(COMMON_SECURITY_HEADERS);
  return async (c, next) => {
    await next();
    const hashes = c.res.headers.get(STYLE_ATTR_HASHES_HEADER);
    const framable = c.res.headers.get(FRAMABLE_HEADER) === '1';
    c.res.headers.delete(STYLE_ATTR_HASHES_HEADER);
    c.res.headers.delete(FRAMABLE_HEADER);
    const document =
      isDocument(c.res.headers.get('content-type')) || isWorkerDestination(c.req.header('sec-fetch-dest'));
    const headers = !document
      ? others
      : hashes || framable
        ? Object.entries(
            securityHeaderValues(options, hashes ? hashes.split(' ') : [], 'text/html', false, framable),
          )
        : documents;
    for (const [name, value] of headers) c.header(name, value);
  };
}
