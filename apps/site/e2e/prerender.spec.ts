import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test } from '../../../tooling/playwright/fixtures';

/**
 * Every route is prerendered at build time (apps/site/build-plugins.ts) and hydrated in the
 * browser: the first paint needs no JavaScript, and hydration keeps that DOM instead of redrawing.
 */
const siteDir = process.env.E2E_SITE_DIR ?? resolve(import.meta.dirname, '../dist');
const routes = JSON.parse(readFileSync(join(siteDir, 'routes.json'), 'utf8')) as {
  path: string;
  title: string;
}[];

test.describe('prerendered HTML, without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const route of routes) {
    test(`${route.path} arrives rendered and styled`, async ({ page }) => {
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(`${route.title} · Halcyon Labs`);
      const heading = page.getByRole('heading', { level: 1 }).first();
      await expect(heading).toBeVisible();
      // The page's own stylesheet is linked by the document: the page header is laid out by it.
      await expect(page.locator('main')).not.toHaveCSS('display', 'inline');
      await expect(page.locator('[data-sidebar="desktop"]')).toHaveCSS('width', '256px');
      await expect(page.getByRole('link', { name: route.title }).first()).toHaveAttribute(
        'aria-current',
        'page',
      );
    });
  }

  test('the sidebar state comes from the cookie, and phones get no desktop sidebar', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: 'sidebar:state', value: 'false', url: baseURL }]);
    await page.goto('/qr-generator');
    await expect(page.locator('[data-sidebar="desktop"]')).toHaveAttribute('data-state', 'collapsed');
    await expect(page.locator('[data-sidebar="desktop"]')).toHaveCSS('width', '48px');
    await page.setViewportSize({ width: 390, height: 800 });
    await expect(page.locator('[data-sidebar="desktop"]')).toBeHidden();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('unknown paths get the prerendered 404 page with a 404 status', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  });
});

test.describe('hydration', () => {
  for (const path of ['/', '/qr-generator', '/steganography', '/privnote']) {
    test(`${path} keeps the server's DOM and becomes interactive`, async ({ page, problems }) => {
      // Remember the first <h1> the HTML parser creates, before any script runs.
      await page.addInitScript(() => {
        new MutationObserver((_, observer) => {
          const h1 = document.querySelector('#root h1');
          if (h1) {
            (window as unknown as { parsedH1: Element }).parsedH1 = h1;
            observer.disconnect();
          }
        }).observe(document, { childList: true, subtree: true });
      });
      await page.goto(path);
      const toggle = page.getByRole('button', { name: 'Switch to light theme' });
      await toggle.click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
      // Hydrated, not re-created: the parser's heading is still the one in the document.
      expect(
        await page.evaluate(
          () => document.querySelector('#root h1') === (window as unknown as { parsedH1?: Element }).parsedH1,
        ),
      ).toBe(true);
      expect(problems.pageErrors).toEqual([]);
    });
  }

  test('a stored light theme and a collapsed sidebar hydrate without a mismatch', async ({
    page,
    context,
    baseURL,
    problems,
  }) => {
    await context.addCookies([{ name: 'sidebar:state', value: 'false', url: baseURL }]);
    await page.addInitScript(() => localStorage.setItem('theme', 'light'));
    await page.goto('/cli-app');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(page.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible();
    await expect(page.locator('[data-sidebar="desktop"]')).toHaveAttribute('data-state', 'collapsed');
    await page.keyboard.press('Control+b');
    await expect(page.locator('[data-sidebar="desktop"]')).toHaveAttribute('data-state', 'expanded');
    expect(problems.pageErrors).toEqual([]);
  });
});
