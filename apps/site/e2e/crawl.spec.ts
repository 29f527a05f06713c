import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Visits '/', every page of the manifest list (dist/routes.json, written by the build from
 * src/demos.ts) and one unknown path, in both themes, at 1280 px and 390 px.
 */
const siteDir = process.env.E2E_SITE_DIR ?? resolve(import.meta.dirname, '../dist');
const routes = JSON.parse(readFileSync(join(siteDir, 'routes.json'), 'utf8')) as {
  path: string;
  title: string;
}[];
const targets = [
  { path: '/', name: 'home' },
  ...routes.map((r) => ({ path: r.path, name: r.path.slice(1) })),
  { path: '/this-page-does-not-exist', name: 'not-found' },
];
const shots = resolve(import.meta.dirname, '../../../test-results/crawl');

async function checkPage(page: Page, width: number, file: string) {
  await page.setViewportSize({ width, height: 900 });
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
  // Let lazy parts settle (tooltips chunk, fonts, charts) before measuring.
  await page.waitForLoadState('networkidle');
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = axe.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.help} — ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
  expect(serious, `axe at ${width}px`).toEqual([]);
  if (width < 768) {
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, 'horizontal overflow at 390 px').toBeLessThanOrEqual(0);
  }
  await page.screenshot({ path: join(shots, file), fullPage: true });
}

for (const theme of ['dark', 'light'] as const) {
  test.describe(`crawl (${theme})`, () => {
    for (const target of targets) {
      test(`${target.path} renders cleanly`, async ({ page, problems }) => {
        // Only in the site's own document: framed pages (the boat preview) may have an opaque origin.
        await page.addInitScript((t) => {
          if (window === window.top) localStorage.setItem('theme', t);
        }, theme);
        const response = await page.goto(target.path);
        expect(response?.status()).toBe(target.name === 'not-found' ? 404 : 200);
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        await checkPage(page, 1280, `${target.name}-${theme}-1280.png`);
        await checkPage(page, 390, `${target.name}-${theme}-390.png`);
        expect(problems.cspViolations).toEqual([]);
      });
    }
  });
}
