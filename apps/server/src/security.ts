import type { MiddlewareHandler } from 'hono';

export interface SecurityOptions {
  /** Extra origins the pages may call (e.g. a hosted Supabase project). */
  connectSrc?: string[];
  /** Origins the pages may frame (the boat showcase preview). */
  frameSrc?: string[];
}

/**
 * A strict Content-Security-Policy: same-origin scripts and styles only (no 'unsafe-inline', no
 * eval), nothing may frame the site, and only named origins may be called or framed.
 */
export function contentSecurityPolicy(
  { connectSrc = [], frameSrc = [] }: SecurityOptions = {},
  { styleAttrHashes = [] }: { styleAttrHashes?: readonly string[] } = {},
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
    'frame-src': frameSrc.length > 0 ? frameSrc : ["'none'"],
    'frame-ancestors': ["'none'"],
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
  'camera=()',
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

/** The security headers of a response, given the style-attribute hashes of its document. */
export function securityHeaderValues(
  options: SecurityOptions = {},
  styleAttrHashes: readonly string[] = [],
): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(options, { styleAttrHashes }),
    'Referrer-Policy': 'no-referrer',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': PERMISSIONS_POLICY,
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
  };
}

/** Security headers on every response, API and static alike. */
export function securityHeaders(options: SecurityOptions = {}): MiddlewareHandler {
  const plain = Object.entries(securityHeaderValues(options));
  return async (c, next) => {
    await next();
    const hashes = c.res.headers.get(STYLE_ATTR_HASHES_HEADER);
    c.res.headers.delete(STYLE_ATTR_HASHES_HEADER);
    const headers = hashes ? Object.entries(securityHeaderValues(options, hashes.split(' '))) : plain;
    for (const [name, value] of headers) c.header(name, value);
  };
}
