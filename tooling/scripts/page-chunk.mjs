// Where a page's code is in the site's Vite build manifest, for the prerender, the budgets and
// Lighthouse. A page's manifest id is its folder's name (tooling/scripts/contract.test.mjs checks
// it), so its chunk is the one built from packages/<id>/src/page.ts.

/** @param {string} id a manifest id */
export const pageSource = (id) => `packages/${id}/src/page.ts`;

/**
 * @param {Record<string, unknown>} manifest Vite's .vite/manifest.json
 * @param {string} id a manifest id
 * @returns {string | undefined} the manifest key of the page's chunk
 */
export const pageChunkKey = (manifest, id) =>
  Object.keys(manifest).find((key) => key.endsWith(pageSource(id)));
