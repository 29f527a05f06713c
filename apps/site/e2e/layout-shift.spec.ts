import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test } from './fixtures';

/**
 * Nothing moves while a page loads (issue 15: CLS ≤ 0.02). Every route at a phone width and a
 * desktop width: the layout shifts Chromium reports from the first paint until the page has
 * hydrated and settled, all summed (stricter than CLS, which keeps the worst window of shifts;
 * shifts right after an input are excluded, and none is made here). Lighthouse found /privnote's placeholder 192 px shorter than the form that replaces it
 * (CLS 0.05 on a phone); the crawl's screenshots are taken after that, so it did not see it.
 */
const siteDir = process.env.E2E_SITE_DIR ?? resolve(import.meta.dirname, '../dist');
const routes = JSON.parse(readFileSync(join(siteDir, 'routes.json'), 'utf8')) as { path: string }[];
const paths = ['/', ...routes.map((route) => route.path)];

interface Shift {
  value: number;
  sources: string[];
}

declare global {
  interface Window {
    __shifts?: Shift[];
  }
}

for (const width of [390, 1280]) {
  test.describe(`layout shift at ${width} px`, () => {
    for (const path of paths) {
      test(`${path} does not move while it loads`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.addInitScript(() => {
          window.__shifts = [];
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & {
              value: number;
              hadRecentInput: boolean;
              sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
            })[]) {
              if (entry.hadRecentInput) continue;
              window.__shifts?.push({
                value: entry.value,
                sources: entry.sources.map(
                  (source) =>
                    `${(source.node as Element | undefined)?.outerHTML?.slice(0, 80) ?? '?'} y ${Math.round(source.previousRect.y)}→${Math.round(source.currentRect.y)} h ${Math.round(source.previousRect.height)}→${Math.round(source.currentRect.height)}`,
                ),
              });
            }
          }).observe({ type: 'layout-shift', buffered: true });
        });
        await page.goto(path);
        await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(500);
        const shifts = await page.evaluate(() => window.__shifts ?? []);
        const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
        expect(
          total,
          `layout shifts on ${path} at ${width} px:\n${shifts
            .map((shift) => `${shift.value.toFixed(4)}: ${shift.sources.join(' | ')}`)
            .join('\n')}`,
        ).toBeLessThanOrEqual(0.02);
      });
    }
  });
}
