#!/usr/bin/env node
// Screenshots of pages in both themes and two widths, for people to look at.
// Usage: node tooling/scripts/screenshots.mjs <baseURL> <outDir> [/path ...]
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../playwright/chromium.mjs';

const [baseURL = 'http://127.0.0.1:4173', outDir = 'test-results/screenshots', ...paths] =
  process.argv.slice(2);
const targets = paths.length > 0 ? paths : ['/'];
await mkdir(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
for (const theme of ['dark', 'light']) {
  // WIDTHS=1280,390,320 to choose the widths (default 1280 and 390).
  const widths = (process.env.WIDTHS ?? '1280,390').split(',').map(Number);
  for (const width of widths) {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    await context.addInitScript((t) => localStorage.setItem('theme', t), theme);
    const page = await context.newPage();
    for (const path of targets) {
      await page.goto(new URL(path, baseURL).href, { waitUntil: 'networkidle' });
      await page.waitForTimeout(300);
      const name = `${path === '/' ? 'home' : path.slice(1).replace(/\W+/g, '_')}-${theme}-${width}.png`;
      await page.screenshot({ path: join(outDir, name), fullPage: true });
      console.log(join(outDir, name));
    }
    await context.close();
  }
}
await browser.close();
