import type { ServerExtension } from '../app';

/**
 * The site the boat showcase (/jc-boat-services) previews in a sandboxed frame. Keep in step with
 * DEFAULT_BOAT_SITE_URL in packages/jc-boat-services/src/core/site.ts (the page reads
 * VITE_BOAT_SITE_URL at build time; the server reads BOAT_SITE_URL at start).
 */
export const DEFAULT_BOAT_SITE_URL = 'https://jc-boat-services.example.com/';

/** The origin of an http(s) URL, or an error naming the variable. */
export function boatSiteOrigin(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`BOAT_SITE_URL must be an absolute http(s) URL, got "${raw}".`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`BOAT_SITE_URL must be an http(s) URL, got "${raw}".`);
  }
  return url.origin;
}

/**
 * Allows exactly the boat site's origin in the CSP's frame-src, and in its connect-src for the page's
 * probe (an opaque request that tells a reachable site from the browser's error page in the frame);
 * it mounts no routes.
 */
export function createBoatExtension(env: NodeJS.ProcessEnv): ServerExtension {
  const origin = boatSiteOrigin(env.BOAT_SITE_URL?.trim() || DEFAULT_BOAT_SITE_URL);
  return {
    name: 'boat',
    security: { frameSrc: [origin], connectSrc: [origin] },
    mount: () => {},
  };
}
