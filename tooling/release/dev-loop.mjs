#!/usr/bin/env node
// `pnpm dev` (README), tested: starts it on private ports, loads / and the CLI page in Chromium,
// edits the page's source, and checks the change reaches the screen through HMR without a reload
// (a marker on `window` and the text typed in the page survive, no navigation happens). The file is
// restored whatever happens (also on Ctrl+C or a crash of this script), and everything stops.
// Ports: DEV_VITE_PORT (default 4431) and DEV_API_PORT (4432).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../playwright/chromium.mjs';
import { startServer, waitForUrl } from './processes.mjs';

const root = resolve(import.meta.dirname, '../..');
const vitePort = Number(process.env.DEV_VITE_PORT ?? 4431);
const apiPort = Number(process.env.DEV_API_PORT ?? 4432);
const origin = `http://127.0.0.1:${vitePort}`;
const source = join(root, 'packages/cli-app/src/CliAppPage.tsx');
const ORIGINAL_TEXT = 'A command-line tool in the browser';
const started = Date.now();

const original = readFileSync(source, 'utf8');
if (!original.includes(`description={\`${ORIGINAL_TEXT}`))
  throw new Error(`${source} no longer holds the description this check edits ("${ORIGINAL_TEXT}…")`);
let edited = false;
const restore = () => {
  if (edited) writeFileSync(source, original);
  edited = false;
};
process.on('exit', restore);

const notes = mkdtempSync(join(tmpdir(), 'dev-loop-notes-'));
const dev = startServer('pnpm dev', 'pnpm', ['dev'], {
  cwd: root,
  env: { VITE_PORT: String(vitePort), API_PORT: String(apiPort), NOTES_DATA_DIR: notes, NO_COLOR: '1' },
});
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
try {
  // The API server first (its notes database opens on first start), then Vite and its proxy to it.
  await waitForUrl(dev, `http://127.0.0.1:${apiPort}/healthz`);
  await waitForUrl(dev, `${origin}/`);
  await waitForUrl(dev, `${origin}/healthz`);

  const page = await browser.newPage();
  page.setDefaultTimeout(60_000);
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${origin}/`);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.goto(`${origin}/cli-app`);
  await page.getByRole('heading', { level: 1, name: 'CLI Tool' }).waitFor();
  await page.getByText(ORIGINAL_TEXT).waitFor();

  // What a reload would lose: a marker on window, the text in the command field, the URL.
  const marker = randomBytes(8).toString('hex');
  await page.evaluate((value) => {
    window.__devLoopMarker = value;
  }, marker);
  await page.getByLabel('Command').fill('typed before the edit');
  let navigations = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations += 1;
  });

  const changed = `Changed through HMR ${marker}`;
  edited = true;
  writeFileSync(source, original.replace(ORIGINAL_TEXT, changed));
  await page.getByText(changed).waitFor();
  const survived = await page.evaluate(() => window.__devLoopMarker);
  if (survived !== marker) throw new Error('the page reloaded: the window marker is gone');
  if (navigations > 0) throw new Error(`the page navigated ${navigations} time(s) after the edit`);
  const kept = await page.getByLabel('Command').inputValue();
  if (kept !== 'typed before the edit') throw new Error(`the page lost its state (command field: "${kept}")`);

  restore();
  await page.getByText(ORIGINAL_TEXT).waitFor();
  if ((await page.evaluate(() => window.__devLoopMarker)) !== marker)
    throw new Error('the page reloaded when the file was restored');
  if (errors.length > 0) throw new Error(`errors in the page: ${errors.join('; ')}`);
  console.log(
    `pnpm dev: / and /cli-app load; an edit of CliAppPage.tsx reached the screen through HMR with no reload (window marker, typed text and URL kept); file restored. ${((Date.now() - started) / 1000).toFixed(0)} s.`,
  );
} catch (error) {
  console.error(`dev loop check FAILED: ${error.message}\n--- pnpm dev output ---\n${dev.output()}`);
  process.exitCode = 1;
} finally {
  restore();
  await browser.close();
  await dev.stop();
  rmSync(notes, { recursive: true, force: true });
}
