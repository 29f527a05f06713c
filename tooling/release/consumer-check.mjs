#!/usr/bin/env node
// Opens the consumer fixture's build in Chromium and checks the packaged pages work and are styled.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';

const dist = resolve(process.argv[2] ?? 'dist');
const port = 4395;
const server = spawn(
  process.execPath,
  [resolve(import.meta.dirname, '../scripts/static-server.mjs'), dist, String(port)],
  {
    stdio: 'ignore',
  },
);
const fail = (message) => {
  throw new Error(`consumer fixture: ${message}`);
};

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--headless=new',
    '--disable-gpu',
    '--disable-quic',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
try {
  const page = await browser.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  for (let i = 0; i < 50; i++) {
    try {
      await page.goto(`http://127.0.0.1:${port}/`);
      break;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  if ((await page.locator('#manifest').textContent()) !== 'cli-app /cli-app')
    fail('the manifest export is wrong');

  // The todo page works…
  await page.getByLabel('New task').fill('From the tarball');
  await page.getByLabel('New task').press('Enter');
  await page.getByText('From the tarball').waitFor();
  // …and so does the CLI page.
  await page.getByLabel('Command').fill('--version');
  await page.getByLabel('Command').press('Enter');
  await page
    .getByRole('log', { name: 'Terminal output' })
    .getByText(/^forge v/)
    .waitFor();

  // Styled by the packages' precompiled CSS: the kit's dark tokens and the pages' own rules.
  const accent = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--demos-color-accent').trim(),
  );
  if (accent !== '#7aa7ff') fail(`theme variables missing (got "${accent}")`);
  const addButton = page.getByRole('button', { name: 'Add' });
  const background = await addButton.evaluate((el) => getComputedStyle(el).backgroundColor);
  if (background !== 'rgb(122, 167, 255)') fail(`kit button not styled (background ${background})`);
  const terminalBackground = await page
    .getByRole('log', { name: 'Terminal output' })
    .evaluate((el) => getComputedStyle(el).backgroundColor);
  if (terminalBackground === 'rgba(0, 0, 0, 0)') fail('page styles missing (terminal has no background)');
  if (errors.length > 0) fail(`errors in the page: ${errors.join('; ')}`);
  console.log('consumer fixture: the packed kit, todo and CLI pages build, render, work and are styled.');
} finally {
  await browser.close();
  server.kill();
}
