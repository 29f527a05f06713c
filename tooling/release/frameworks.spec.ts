// Every published page in a Next.js App Router app and a React Router framework-mode app, built
// from the files the package READMEs give (tooling/release/framework-apps.mjs serves them and sets
// FRAMEWORK_ORIGINS). For each page in each app:
// - the server's HTML has the page's level-1 heading (it is rendered on the server);
// - with the app's scripts blocked, the first paint already has the visitor's stored theme (light)
//   and the page's own stylesheet: no theme flash, no unstyled flash (the default dark theme, which
//   only the layout's head script decides, is checked on the app's first page);
// - in Chromium it hydrates with no console error or warning (a hydration mismatch is one), keeps
//   the stored theme and the server's heading, and its first action
//   (packages/<dir>/e2e/firstAction.ts) takes effect.
// Then client-side navigation between pages keeps each page's stylesheet and address right, and
// the links inside a page (portfolio projects) go through the app's router.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { darkTheme, lightTheme } from '../../packages/kit/src/theme/tokens.ts';
import type { FirstAction } from '../playwright/firstAction.ts';
import { BOAT_PROBE } from '../playwright/fixtures.ts';
import { demoUsages } from '../usage/demo-usage.mjs';

const root = resolve(import.meta.dirname, '../..');
const origins: Record<string, string> = JSON.parse(process.env.FRAMEWORK_ORIGINS ?? '{}');
const labels: Record<string, string> = JSON.parse(process.env.FRAMEWORK_LABELS ?? '{}');
const usages = demoUsages();

const actionFile = (dir: string) => join(root, 'packages', dir, 'e2e/firstAction.ts');
const actions = new Map<string, FirstAction>(
  await Promise.all(
    usages
      .filter((usage) => existsSync(actionFile(usage.dir)))
      .map(
        async (usage) => [usage.path, (await import(actionFile(usage.dir))).default as FirstAction] as const,
      ),
  ),
);

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" };
const decodeEntities = (html: string) =>
  html.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, name) => ENTITIES[name] ?? _);

/** `rgb(r, g, b)` of a `#rrggbb` token, as getComputedStyle reports colours. */
const rgb = (hex: string) =>
  `rgb(${[1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;
const BACKGROUND = { dark: rgb(darkTheme.color.bg), light: rgb(lightTheme.color.bg) };
type ThemeName = keyof typeof BACKGROUND;

async function contextWithTheme(page: Page, theme: ThemeName): Promise<BrowserContext> {
  const context = await page.context().browser()?.newContext({ locale: 'en-US' });
  if (!context) throw new Error('no browser');
  // The host is offline, as CI is: anything not served by this machine fails at once.
  await context.route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => route.abort('internetdisconnected'),
  );
  // Stored in the page itself only: a sandboxed frame (the boat page's preview) may not use storage.
  if (theme === 'light')
    await context.addInitScript(() => {
      if (window === window.top) localStorage.setItem('theme', 'light');
    });
  return context;
}

/** Console errors and warnings, uncaught exceptions (React reports hydration mismatches there). */
function watch(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    // React Router's root has no icon link, so Chromium asks for /favicon.ico, which it has not.
    if (message.location().url.endsWith('/favicon.ico')) return;
    // The boat preview's probe of its external site fails offline, as every other host does here: the
    // page says the site could not be reached; Chromium still logs the failed request.
    if (
      message.text().startsWith('Failed to load resource: net::') &&
      BOAT_PROBE.test(message.location().url)
    )
      return;
    problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  return problems;
}

/** The page's heading is a React-hydrated element (React keeps its fiber on the node). */
const hydrated = (page: Page) =>
  page.waitForFunction(() => {
    const heading = document.querySelector('h1');
    return heading !== null && Object.keys(heading).some((key) => key.startsWith('__reactFiber'));
  });

/** True when a stylesheet rule targets one of the element's classes (its package CSS is there). */
const styledBy = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const selectors: string[] = [];
      const collect = (rules: CSSRuleList) => {
        for (const rule of rules) {
          if (rule instanceof CSSStyleRule) selectors.push(rule.selectorText);
          if ('cssRules' in rule) collect((rule as CSSGroupingRule).cssRules);
        }
      };
      for (const sheet of document.styleSheets) collect(sheet.cssRules);
      return [...element.classList].some((name) => selectors.some((s) => s.includes(`.${CSS.escape(name)}`)));
    });

const themeOnPage = (page: Page) =>
  page.evaluate(() => ({
    attribute: document.documentElement.dataset.theme,
    background: getComputedStyle(document.body).backgroundColor,
  }));

for (const [framework, origin] of Object.entries(origins)) {
  const label = labels[framework] ?? framework;
  test.describe(label, () => {
    for (const usage of usages) {
      test(`${usage.path}: rendered on the server, no flash, hydrated, first action`, async ({ page }) => {
        const url = `${origin}${usage.path}`;
        const response = await page.request.get(url);
        expect(response.status()).toBe(200);
        const heading = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(await response.text());
        expect(heading, 'a level-1 heading in the server HTML').not.toBeNull();
        const serverHeading = decodeEntities((heading?.[1] ?? '').replace(/<[^>]+>/g, '')).trim();
        expect(serverHeading.length).toBeGreaterThan(0);

        // The stored theme on every page (the head's inline script and the page's own stylesheet);
        // the default theme, which depends on neither the page nor storage, on the first page only.
        const themes = usage === usages[0] ? (['dark', 'light'] as const) : (['light'] as const);
        for (const theme of themes) {
          const context = await contextWithTheme(page, theme);
          // The app's scripts never run: what shows is the server's HTML, its stylesheets and
          // the inline theme script of the document head.
          await context.route(/\.m?js(\?|$)/, (route) => route.abort('blockedbyclient'));
          const blocked = await context.newPage();
          await blocked.goto(url, { waitUntil: 'load' });
          expect(await themeOnPage(blocked), `${theme} before any script`).toEqual({
            attribute: theme,
            background: BACKGROUND[theme],
          });
          expect(await styledBy(blocked, 'h1'), 'the page heading styled by the published CSS').toBe(true);
          await context.close();
        }

        const context = await contextWithTheme(page, 'light');
        const action = actions.get(usage.path);
        if (action?.permissions) await context.grantPermissions(action.permissions, { origin });
        const live = await context.newPage();
        const problems = watch(live);
        await live.goto(url);
        await hydrated(live);
        expect(await themeOnPage(live), 'the stored theme, kept after hydration').toEqual({
          attribute: 'light',
          background: BACKGROUND.light,
        });
        await expect(live.getByRole('heading', { level: 1 }).first()).toHaveText(serverHeading);
        if (action && !action.hostOnly) {
          await action.act(live);
          await action.verify(live);
        } else {
          test.info().annotations.push({
            type: 'first action',
            description: `${usage.path} has no control of its own (${action?.description ?? 'none'})`,
          });
        }
        expect(problems, 'console errors and warnings').toEqual([]);
        await context.close();
      });
    }

    test('client-side navigation keeps each page its stylesheet and its address', async ({ page }) => {
      const context = await contextWithTheme(page, 'dark');
      const live = await context.newPage();
      const problems = watch(live);
      await live.goto(`${origin}/`);
      await hydrated(live);
      // The home page lists every manifest, read on the server (a server component in Next.js).
      const links = live.getByRole('navigation', { name: 'Demos' }).getByRole('link');
      await expect(links).toHaveCount(usages.length);
      for (const usage of usages)
        await expect(links.filter({ hasText: usage.title })).toHaveAttribute('href', usage.path);

      const documents: string[] = [];
      live.on('request', (request) => {
        if (request.resourceType() === 'document') documents.push(request.url());
      });
      const visit = async (path: string, title: string) => {
        await live.goto(`${origin}/`).catch(() => undefined);
        documents.length = 0;
        await hydrated(live);
        await links.filter({ hasText: title }).click();
        await expect(live).toHaveURL(`${origin}${path}`);
        await hydrated(live);
        expect(documents, 'no document request: the router navigated').toEqual([]);
        expect(await styledBy(live, 'h1'), `${path} styled after a client-side navigation`).toBe(true);
      };
      for (const path of ['/qr-generator', '/steganography', '/arbitrage-bot']) {
        const usage = usages.find((u) => u.path === path);
        await visit(path, usage?.title ?? '');
      }

      // The arbitrage page keeps its variant in the address, and nothing of it follows elsewhere.
      await live.getByRole('tab', { name: 'Trading bot' }).click();
      await expect(live).toHaveURL(`${origin}/arbitrage-bot?variant=trading`);
      await live.goBack();
      await expect(live).toHaveURL(`${origin}/`);
      await links.filter({ hasText: 'QR Generator' }).click();
      await expect(live).toHaveURL(`${origin}/qr-generator`);
      await live.goBack();
      await live.goForward();
      await expect(live).toHaveURL(`${origin}/qr-generator`);

      // A portfolio project's link opens its page through the app's router.
      const portfolio = usages.find((u) => u.path === '/portfolio-app');
      await visit('/portfolio-app', portfolio?.title ?? '');
      await live.getByRole('tab', { name: 'Projects' }).click();
      documents.length = 0;
      await live
        .getByRole('list', { name: 'Projects' })
        .getByRole('link', { name: /Privnote/ })
        .first()
        .click();
      await expect(live).toHaveURL(`${origin}/privnote`);
      await expect(live.getByRole('heading', { level: 1 })).not.toHaveText('Portfolio Site');
      expect(documents, 'the project link navigated without loading a document').toEqual([]);
      expect(problems, 'console errors and warnings').toEqual([]);
      await context.close();
    });
  });
}
