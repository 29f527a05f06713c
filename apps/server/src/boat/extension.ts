import type { ServerExtension } from '../app';
import type { BoatSettings } from '../config';

/** Allows exactly the boat site's origin (BOAT_SITE_URL) in the CSP's frame-src; it mounts no routes. */
export function createBoatExtension({ siteOrigin }: BoatSettings): ServerExtension {
  return {
    name: 'boat',
    security: { frameSrc: [siteOrigin] },
    mount: () => {},
  };
}
