import type { ServerExtension } from '../app';
import type { BoatSettings } from '../config';

/**
 * Allows exactly the boat site's origin (BOAT_SITE_URL) in the CSP's frame-src, and in its
 * connect-src for the page's probe (an opaque request that tells a reachable site from the
 * browser's error page in the frame); it mounts no routes.
 */
export function createBoatExtension({ siteOrigin }: BoatSettings): ServerExtension {
  return {
    name: 'boat',
    security: { frameSrc: [siteOrigin], connectSrc: [siteOrigin] },
    mount: () => {},
  };
}
