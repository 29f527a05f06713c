#!/usr/bin/env node
// Budgets on what a visitor's browser really downloads, not on the build graph: every
// route is opened in a fresh Chromium context (empty cache) against the production server, the
// script waits until the network is quiet plus 3 s, and sums the encoded (on-the-wire) body bytes
// of every script and stylesheet from Chromium's own network events. Lazily loaded code that a
// page pulls in on idle counts; code loaded on first use (a dialog, a toast) does not, because
// nothing is used.
//
//   node tooling/scripts/wire-budgets.mjs [siteDir]    → table, test-results/wire-budgets.md, exit 1 over budget
//
// Budgets: '/' ≤ 100 KiB JS, every other route ≤ 132 KiB JS, CSS ≤ 16 KiB per route.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../playwright/chromium.mjs';

const KIB = 1024;
export const LANDING_WIRE_JS_BUDGET = 100 * KIB;
// 130 KiB until every page route gained the header's Share button and favourite star and the
// pages their shareable state (issue 37): the scaffold and email-writer routes measured 131.0 and
// 130.6 KiB. Raised on purpose to 132; the landing's budget is unchanged.
export const ROUTE_WIRE_JS_BUDGET = 132 * KIB;
export const ROUTE_WIRE_CSS_BUDGET = 16 * KIB;
/**
 * Routes allowed more, each for a stated reason. /qr-generator: issue 39 gave it seven tabs
 * (Batch and the More payloads), the style card and the print check. Their code loads when chosen;
 * what stays on the route is their entry points and both languages' labels: 131.99 KiB measured
 * after the merge, 10 bytes under the shared budget, so any shell change would have failed it.
 */
export const ROUTE_WIRE_JS_OVERRIDES = { '/qr-generator': 135 * KIB };
/** How long the network must be idle (no request in flight) before the 3 s grace starts. */
const QUIET_MS = 500;
const GRACE_MS = 3000;
// Routes measured side by side: each is mostly a wait (quiet, then the 3 s grace) and counts only the
// bytes its own context downloads, so five at once measure the same bytes in a third of the time.
const CONCURRENCY = 5;

const root = resolve(import.meta.dirname, '../..');
const siteDir = resolve(process.argv[2] ?? join(root, 'apps/site/dist'));
const serverEntry = resolve(process.env.WIRE_SERVER_ENTRY ?? join(root, 'apps/server/dist/main.js'));
const routes = JSON.parse(readFileSync(join(siteDir, 'routes.json'), 'utf8'));

const freePort = () =>
  new Promise((resolvePort, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      server.close(() => resolvePort(port));
    });
  });

async function startServer() {
  const port = Number(process.env.WIRE_PORT ?? (await freePort()));
  // The notes folder and the attachments' folder beside it (`notes-files`) share one temporary parent.
  const dataRoot = mkdtempSync(join(tmpdir(), 'wire-notes-'));
  const dataDir = join(dataRoot, 'notes');
  const child = spawn(process.execPath, [serverEntry], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_DIR: siteDir,
      NOTES_DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // The server's embedded database writes into dataDir until the process is gone: wait for its exit
  // before removing the folder (removing at once raced it: ENOTEMPTY on a busy machine).
  let stopped = false;
  const stop = async () => {
    stopped = true;
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((done) => setTimeout(done, 10_000))]);
    }
    rmSync(dataRoot, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  };
  process.on('exit', () => {
    if (stopped) return;
    child.kill('SIGKILL');
    rmSync(dataRoot, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  });
  const base = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 1200; attempt++) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}.`);
    try {
      // Ready, not only alive: the embedded database's first-start initdb (a child process) has
      // finished, so stopping the server afterwards leaves nothing writing into dataDir.
      if ((await fetch(`${base}/readyz`)).ok) return { base, stop };
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('The server was not ready (/readyz) within 120 s.');
}

/** Opens one route with an empty cache and returns the scripts and stylesheets it downloaded. */
async function measureRoute(browser, base, path) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  // Requests to other hosts (the boat page's frame) fail at once, as offline.
  await context.route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => route.abort('internetdisconnected'),
  );
  const page = await context.newPage();
  const files = [];
  const pending = new Set();
  let lastActivity = Date.now();
  page.on('request', (request) => {
    pending.add(request);
    lastActivity = Date.now();
  });
  const settle = async (request) => {
    pending.delete(request);
    lastActivity = Date.now();
    const type = request.resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    const url = new URL(request.url());
    if (url.origin !== base) return;
    const sizes = await request.sizes().catch(() => null);
    if (sizes) files.push({ type, file: url.pathname, bytes: sizes.responseBodySize });
  };
  page.on('requestfinished', settle);
  page.on('requestfailed', (request) => {
    pending.delete(request);
    lastActivity = Date.now();
  });
  await page.goto(base + path, { waitUntil: 'load' });
  // Quiet: nothing in flight for QUIET_MS, then the grace period, then quiet again.
  const quiet = async () => {
    while (pending.size > 0 || Date.now() - lastActivity < QUIET_MS) await page.waitForTimeout(100);
  };
  await quiet();
  await page.waitForTimeout(GRACE_MS);
  await quiet();
  await context.close();
  const sum = (type) => files.filter((f) => f.type === type).reduce((total, f) => total + f.bytes, 0);
  return { path, js: sum('script'), css: sum('stylesheet'), files };
}

const verbose = process.env.WIRE_VERBOSE === '1';
const kib = (bytes) => `${(bytes / KIB).toFixed(1)} KiB`;

async function main() {
  const server = await startServer();
  const browser = await chromium.launch(chromiumLaunchOptions());
  const only = process.env.WIRE_ROUTES?.split(',');
  const paths = ['/', ...routes.map((route) => route.path)].filter((path) => !only || only.includes(path));
  const results = new Array(paths.length);
  let next = 0;
  try {
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < paths.length) {
          const index = next++;
          results[index] = await measureRoute(browser, server.base, paths[index]);
        }
      }),
    );
  } finally {
    await browser.close();
    await server.stop();
  }

  const failures = [];
  const rows = results.map((result) => {
    const jsBudget =
      result.path === '/'
        ? LANDING_WIRE_JS_BUDGET
        : (ROUTE_WIRE_JS_OVERRIDES[result.path] ?? ROUTE_WIRE_JS_BUDGET);
    const over = [];
    if (result.js > jsBudget) over.push(`JS ${kib(result.js)} > ${kib(jsBudget)}`);
    if (result.css > ROUTE_WIRE_CSS_BUDGET)
      over.push(`CSS ${kib(result.css)} > ${kib(ROUTE_WIRE_CSS_BUDGET)}`);
    if (over.length) failures.push({ result, over });
    const jsFiles = result.files.filter((f) => f.type === 'script').length;
    return `| ${result.path} | ${kib(result.js)} | ${kib(jsBudget)} | ${jsFiles} | ${kib(result.css)} |`;
  });
  const table = [
    '| route | JS on the wire | JS budget | JS files | CSS on the wire |',
    '|---|---:|---:|---:|---:|',
    ...rows,
  ].join('\n');
  console.log(table);
  if (verbose) {
    for (const result of results) {
      console.log(`\n${result.path}`);
      for (const file of result.files) console.log(`  ${kib(file.bytes).padStart(10)}  ${file.file}`);
    }
  }
  mkdirSync(join(root, 'test-results'), { recursive: true });
  writeFileSync(join(root, 'test-results/wire-budgets.md'), `${table}\n`);

  for (const { result, over } of failures) {
    console.error(`\nOver budget on ${result.path}: ${over.join(', ')}. Biggest files:`);
    for (const file of [...result.files].sort((a, b) => b.bytes - a.bytes).slice(0, 6)) {
      console.error(`  ${kib(file.bytes).padStart(10)}  ${file.type.padEnd(10)} ${file.file}`);
    }
  }
  if (failures.length) {
    console.error(`\n${failures.length} route(s) over their wire budget.`);
    process.exit(1);
  }
  console.log(`\nWire budgets: all ${results.length} routes within budget.`);
}

await main();
