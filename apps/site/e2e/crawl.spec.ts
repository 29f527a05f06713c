import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { WCAG_TAGS } from '../../../tooling/playwright/axe';
import { expect, networkSettled, test } from '../../../tooling/playwright/fixtures';
import { pinFonts } from '../../../tooling/playwright/pinFonts';
import { clippedText, layoutProblems, TEXT_SPACING_CSS } from './layoutGuards';

/**
 * Visits '/', every page of the manifest list (dist/routes.json, written by the build from
 * src/demos.ts) and one unknown path, in both themes, at 1280 px and 390 px: no error, no serious
 * axe finding, no horizontal overflow on a phone, none of the layout faults of layoutGuards.ts.
 * Then WCAG 2.2 beyond axe (issue 36), in the dark theme: reflow at 320 px (no horizontal scroll, the layout rules
 * still hold; 1.4.10) and the text-spacing override at 390 px (no text cut off; 1.4.12).
 *
 * Visual regression (issue 24): each first screen (1280×900 and 390×900, both themes) is compared
 * with the PNG committed in e2e/__screenshots__, rendered by Debian's Chromium with the DejaVu fonts
 * the test command installs (pinned by pinFonts). Tolerance (playwright.config.ts): a pixel counts
 * as changed past a colour distance of 0.2 (Playwright's default), and at most 1 % of a screen's
 * pixels may change (anti-aliasing), which a moved, restyled or missing control exceeds. Canvases
 * (star maps, charts) and `[data-visual-mask]` parts are masked. A changed look shows in review as
 * a changed PNG; update on purpose with `pnpm e2e --project=chromium crawl --update-snapshots`.
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
/**
 * Full-page screenshots of every screen, for a reviewer: CRAWL_SHOTS=1 saves them in test-results/crawl.
 * The test command does not (104 PNGs per run that nobody read when nothing failed); a failing test
 * keeps its screenshot, the compared screen's actual and diff, and its trace.
 */
const shots = process.env.CRAWL_SHOTS ? resolve(import.meta.dirname, '../../../test-results/crawl') : null;

async function checkPage(page: Page, width: number, file: string, theme: 'dark' | 'light') {
  await page.setViewportSize({ width, height: 900 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
  // Let lazy parts settle (tooltips chunk, fonts, charts) before measuring.
  await networkSettled(page);
  const axe = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
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
  expect.soft(await layoutProblems(page, { width, theme }), `layout at ${width}px`).toEqual([]);
  await pinFonts(page);
  await expect(page).toHaveScreenshot(file, {
    animations: 'disabled',
    caret: 'hide',
    mask: [page.locator('canvas, [data-visual-mask]')],
  });
  if (shots) await page.screenshot({ path: join(shots, file), fullPage: true });
}

/** WCAG 1.4.10 reflow at 320 CSS px and 1.4.12 text spacing (at 390 px, where text has least room). */
async function checkWcag22(page: Page, theme: 'dark' | 'light') {
  await page.setViewportSize({ width: 320, height: 900 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  // Soft: every finding of a route shows in one run.
  expect.soft(overflow, 'horizontal overflow at 320 px (reflow, 1.4.10)').toBeLessThanOrEqual(0);
  expect.soft(await layoutProblems(page, { width: 320, theme }), 'layout at 320px').toEqual([]);
  await page.setViewportSize({ width: 390, height: 900 });
  // A constructed stylesheet: the site's CSP (style-src 'self') blocks an inline <style>.
  await page.evaluate((css) => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    return new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  }, TEXT_SPACING_CSS);
  expect.soft(await clippedText(page), 'text cut off under the text-spacing override (1.4.12)').toEqual([]);
  await page.evaluate(() => {
    document.adoptedStyleSheets = document.adoptedStyleSheets.slice(0, -1);
  });
}

const CRAWL_DAY = new Date('2026-12-01T12:00:00Z');

for (const theme of ['dark', 'light'] as const) {
  test.describe(`crawl (${theme})`, () => {
    // Two widths, each with axe, the layout checks and a screenshot comparison.
    test.describe.configure({ timeout: 90_000 });
    for (const target of targets) {
      test(`${target.path} renders cleanly`, async ({ page, problems }) => {
        // The sidebar's New badges (and the footer's year) follow the visitor's clock: one fixed day,
        // within every current page's 30 new days, keeps the screenshots the same whenever they run.
        await page.clock.setFixedTime(CRAWL_DAY);
        // Only in the site's own document: framed pages (the boat preview) may have an opaque origin.
        await page.addInitScript((t) => {
          if (window === window.top) localStorage.setItem('theme', t);
        }, theme);
        // Hermetic: nothing leaves the machine. The boat preview's external site fails at once, as it
        // would offline, instead of hanging until the network gives up (which kept the page from
        // ever being network-idle on some runs).
        await page.route(
          (url) => url.hostname !== '127.0.0.1',
          (route) => route.abort('internetdisconnected'),
        );
        const response = await page.goto(target.path);
        expect(response?.status()).toBe(target.name === 'not-found' ? 404 : 200);
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        await checkPage(page, 1280, `${target.name}-${theme}-1280.png`, theme);
        await checkPage(page, 390, `${target.name}-${theme}-390.png`, theme);
        // Reflow and text spacing are layout, the same in both themes (the light theme's own field rule
        // ran at 1280 and 390 px above): once, in the dark theme.
        if (theme === 'dark') await checkWcag22(page, theme);
        expect(problems.cspViolations).toEqual([]);
      });
    }
  });
}
