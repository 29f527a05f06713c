#!/usr/bin/env node
// Bundle budgets on the build graph, from the Vite build manifest and gzip sizes:
//   landing route JS (entry + its static imports) ≤ 110 KiB, its CSS ≤ 12 KiB, ≤ 10 JS files;
//   no page package module in the landing graph (only their manifests);
//   no Base UI in the landing graph but its CSP provider (headless widgets load with the pages
//   that render them, dialogs and toasts on first use).
// What each route really downloads (lazy and idle loads included) is budgeted by
// wire-budgets.mjs in Chromium; this table adds each page's own graph for reference.
// Prints a table, writes test-results/budgets.md, and exits 1 when a budget is exceeded.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { pageChunkKey, pageSource } from './page-chunk.mjs';

const KIB = 1024;
export const LANDING_JS_BUDGET = 110 * KIB;
export const LANDING_CSS_BUDGET = 12 * KIB;
export const LANDING_REQUEST_BUDGET = 10;
/** The only Base UI the shell may load up front: the provider that stops <style> injection. */
const LANDING_BASE_UI = /@base-ui[\\/]react[\\/](csp-provider|internals[\\/]csp-context)[\\/]/;

const root = resolve(import.meta.dirname, '../..');
const dist = resolve(process.argv[2] ?? join(root, 'apps/site/dist'));
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const routes = JSON.parse(readFileSync(join(dist, 'routes.json'), 'utf8'));

const gzipCache = new Map();
const gz = (file) => {
  if (!gzipCache.has(file))
    gzipCache.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
  return gzipCache.get(file);
};

/** The chunk keys reachable from `key` through static imports. */
function staticGraph(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const next of manifest[key]?.imports ?? []) staticGraph(next, seen);
  return seen;
}

function measure(keys) {
  const files = [...keys].map((k) => manifest[k]);
  const js = files.reduce((sum, chunk) => sum + gz(chunk.file), 0);
  const cssFiles = new Set(files.flatMap((chunk) => chunk.css ?? []));
  const css = [...cssFiles].reduce((sum, file) => sum + gz(file), 0);
  return { js, css };
}

/** Source modules bundled into a chunk, from its source map. */
function modulesOf(key) {
  const mapFile = join(dist, `${manifest[key].file}.map`);
  if (!existsSync(mapFile)) return [];
  const map = JSON.parse(readFileSync(mapFile, 'utf8'));
  return map.sources.map((source) => resolve(dist, 'assets', source));
}

const failures = [];
const rows = [];
const kib = (bytes) => `${(bytes / KIB).toFixed(1)} KiB`;

// The entry (src/main.tsx) imports the app (src/start.tsx) right after the first paint: both are
// the landing route's code.
if (!manifest['src/start.tsx']) throw new Error('No src/start.tsx chunk in the build manifest.');
const landing = staticGraph('src/start.tsx', staticGraph('index.html'));
const landingSize = measure(landing);
rows.push(['/ (landing)', landingSize.js, landingSize.css, LANDING_JS_BUDGET, landing.size]);
if (landing.size > LANDING_REQUEST_BUDGET)
  failures.push(`landing loads ${landing.size} JS files > ${LANDING_REQUEST_BUDGET}`);
if (landingSize.js > LANDING_JS_BUDGET)
  failures.push(`landing JS ${kib(landingSize.js)} > ${kib(LANDING_JS_BUDGET)}`);
if (landingSize.css > LANDING_CSS_BUDGET)
  failures.push(`landing CSS ${kib(landingSize.css)} > ${kib(LANDING_CSS_BUDGET)}`);

// Page packages may put only their manifest (src/index.ts, src/manifest.ts) in the landing graph.
const packagesDir = join(root, 'packages');
for (const key of landing) {
  for (const module of modulesOf(key)) {
    if (module.includes('@base-ui') && !LANDING_BASE_UI.test(module))
      failures.push(`Base UI in the landing graph: ${module.replace(/.*node_modules[\\/]/, '')}`);
    if (!module.startsWith(packagesDir) || module.startsWith(join(packagesDir, 'kit'))) continue;
    if (/\/src\/(index|manifest)\.ts$/.test(module)) continue;
    failures.push(`page code in the landing graph: ${module.slice(root.length + 1)}`);
  }
}

for (const route of routes) {
  const key = pageChunkKey(manifest, route.id);
  if (!key) {
    failures.push(`no page chunk for ${route.path} (expected ${pageSource(route.id)})`);
    continue;
  }
  const own = new Set([...staticGraph(key)].filter((k) => !landing.has(k)));
  const size = measure(own);
  rows.push([route.path, size.js, size.css, null, own.size]);
}

const table = [
  '| route | JS (gzip) | CSS (gzip) | JS budget | JS files |',
  '|---|---:|---:|---:|---:|',
  ...rows.map(
    ([route, js, css, budget, files]) =>
      `| ${route} | ${kib(js)} | ${kib(css)} | ${budget ? kib(budget) : 'wire check'} | ${files} |`,
  ),
].join('\n');
console.log(table);
mkdirSync(join(root, 'test-results'), { recursive: true });
writeFileSync(join(root, 'test-results/budgets.md'), `${table}\n`);
if (failures.length > 0) {
  console.error(`\nOver budget:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log('\nAll bundle budgets met.');
