/**
 * The external site the page previews. Keep in step with DEFAULT_BOAT_SITE_URL in
 * apps/server/src/config.ts, whose origin the CSP allows in frame-src and connect-src (the probe).
 */
export const DEFAULT_BOAT_SITE_URL = 'https://jc-boat-services.example.com/';

/** How long the preview may take before the fallback link replaces it (cross-origin frames report no errors). */
export const PREVIEW_LOAD_TIMEOUT_MS = 10_000;

/**
 * Whether the site answers at all. A cross-origin frame fires `load` for the browser's own error page
 * too, so the frame's `load` alone cannot say the site loaded: an opaque (no-cors) request to the same
 * URL resolves when the server answered (whatever the status) and rejects on a network failure
 * (offline, unknown host, refused, blocked). Needs the site's origin in the CSP's connect-src.
 */
export type SiteProbe = (url: URL, signal: AbortSignal) => Promise<void>;

export const fetchProbe: SiteProbe = async (url, signal) => {
  await fetch(url.href, {
    mode: 'no-cors',
    credentials: 'omit',
    cache: 'no-store',
    referrerPolicy: 'no-referrer',
    signal,
  });
};

/** The sandbox the preview runs in: scripts may run, but no forms, popups, top navigation or downloads. */
export const PREVIEW_SANDBOX = 'allow-scripts allow-same-origin';

export type SiteUrlResult = { ok: true; url: URL } | { ok: false; error: string };

/** Accepts absolute http(s) URLs only, so the frame never gets a javascript: or data: URL. */
export function parseSiteUrl(raw: string | undefined | null): SiteUrlResult {
  const text = (raw ?? '').trim();
  if (!text) return { ok: false, error: 'No preview URL is configured.' };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { ok: false, error: `The preview URL “${text}” is not a valid address.` };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return { ok: false, error: `The preview URL must start with https:// or http://, not ${url.protocol}` };
  }
  return { ok: true, url };
}

export interface SitePage {
  name: 'Home' | 'Services' | 'About' | 'Gallery' | 'Weather' | 'Contact' | 'Legal';
  summary: string;
}

/** The pages of the showcased site (spec §2). */
export const SITE_PAGES: readonly SitePage[] = [
  {
    name: 'Home',
    summary: 'A full-width harbour photo, the promise of the business and a call to book a service.',
  },
  { name: 'Services', summary: 'Every service with what is included, so owners know what to ask for.' },
  { name: 'About', summary: 'Who looks after the boats, their experience and the area they cover.' },
  { name: 'Gallery', summary: 'Before-and-after photos of hulls, decks and engines.' },
  { name: 'Weather', summary: 'Local wind, waves and forecast, to plan a launch or a delivery.' },
  { name: 'Contact', summary: 'A contact form, phone, email and opening hours.' },
  { name: 'Legal', summary: 'Legal notice, privacy policy and terms of service.' },
];

export interface BoatService {
  id: 'maintenance' | 'hull' | 'detailing' | 'winterization' | 'electrical' | 'convoy';
  title: string;
  description: string;
}

export const BOAT_SERVICES: readonly BoatService[] = [
  {
    id: 'maintenance',
    title: 'Engine maintenance',
    description:
      'Inboard and outboard servicing: oil and filters, impellers, cooling circuits and yearly checks.',
  },
  {
    id: 'hull',
    title: 'Hull cleaning & antifouling',
    description:
      'Haul-out, pressure wash, sanding and a fresh coat of antifouling for a faster, cleaner hull.',
  },
  {
    id: 'detailing',
    title: 'Detailing',
    description: 'Deck, teak and upholstery cleaning, gelcoat polishing and waxing inside and out.',
  },
  {
    id: 'winterization',
    title: 'Winterization',
    description: 'Engine and water systems protected against frost, batteries stored and covers fitted.',
  },
  {
    id: 'electrical',
    title: 'Electrics & electronics',
    description: 'Wiring, batteries and chargers, navigation lights, plotter and VHF installation.',
  },
  {
    id: 'convoy',
    title: 'Delivery & convoy',
    description: 'Boats moved by road or by sea between ports, yards and owners.',
  },
];
