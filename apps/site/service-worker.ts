import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { generateSW } from 'workbox-build';
import type { PrerenderedRoute } from './prerendered';

/** One precache entry: a URL the server answers, and a revision when the URL carries no hash. */
export interface PrecacheEntry {
  url: string;
  revision: string | null;
}

/**
 * The documents the service worker precaches: every page's URL (`/`, `/qr`, …), the URL the server
 * answers with the route's prerendered document (the /prerendered/*.html files themselves are not
 * served). Not the 404 page (the server answers it with status 404 only, and an unknown path must
 * still reach the server) and not the embeds (/embed/<route>: made for other sites' frames, which
 * the worker of this origin does not control). A document's revision is the hash of both sidebar
 * variants and their CSP style hashes, so a new build re-fetches exactly the documents that changed.
 */
export function documentEntries(
  routes: readonly PrerenderedRoute[],
  contents: (url: string) => string,
): PrecacheEntry[] {
  return routes
    .filter((route) => route.status === 200 && !route.embed)
    .map((route) => {
      const hash = createHash('sha256');
      for (const url of new Set([route.open, route.collapsed])) hash.update(contents(url));
      hash.update(route.styleHashes.join(' '));
      return { url: route.path, revision: hash.digest('hex').slice(0, 16) };
    });
}

/** Files of the build the pages load: hashed assets (their URL is their revision) and public files. */
export const PRECACHED_FILES = [
  'assets/**/*',
  'boot.js',
  'layers.css',
  'favicon.svg',
  'manifest.webmanifest',
  'icons/*.png',
];

/** Never precached: source maps, the precompressed copies (the browser asks for the file itself). */
export const NOT_PRECACHED = ['**/*.map', '**/*.br', '**/*.gz'];

/**
 * Writes dist/sw.js at the end of the prerender, when the documents exist: a Workbox service worker
 * precaching the build's assets and the route documents of the same build. A new worker waits
 * (no skipWaiting) until the page asks it to take over (`Reload to update`, a SKIP_WAITING message)
 * or every tab of the site is closed, so a page never mixes two builds. No runtime caching: API
 * calls (/rest/, /api/) and unknown paths always go to the network.
 */
export async function writeServiceWorker(dist: string, routes: readonly PrerenderedRoute[]) {
  const docs = new Map<string, string>();
  for (const route of routes)
    for (const url of [route.open, route.collapsed])
      if (!docs.has(url)) docs.set(url, await readFile(join(dist, url), 'utf8'));
  const documents = documentEntries(routes, (url) => docs.get(url) ?? '');
  const { count, size, warnings } = await generateSW({
    swDest: join(dist, 'sw.js'),
    globDirectory: dist,
    globPatterns: PRECACHED_FILES,
    globIgnores: NOT_PRECACHED,
    additionalManifestEntries: documents,
    // Vite's hashed file names are their revision.
    dontCacheBustURLsMatching: /^assets\//,
    // The largest assets are the sky catalogue and wasm modules.
    maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
    // A page's state lives in its query (shared links): /qr?text=… is the /qr document.
    ignoreURLParametersMatching: [/.*/],
    // The first visit's worker controls the open page at once (its precache is that page's build);
    // later workers wait for the visitor.
    clientsClaim: true,
    skipWaiting: false,
    cleanupOutdatedCaches: true,
    // One file: the CSP allows same-origin scripts only, and there is nothing else to import.
    inlineWorkboxRuntime: true,
    mode: 'production',
    sourcemap: false,
  });
  if (warnings.length > 0) throw new Error(`service worker: ${warnings.join('; ')}`);
  return { count, size };
}
