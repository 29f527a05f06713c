// The first input on a page that looks ready is never lost. Each route is opened on a
// throttled phone (CPU 4× slower, 150 ms round trip, 1.6 Mbit/s down) without waiting for the app:
// the page's own first action (packages/<dir>/e2e/firstAction.ts) is made the moment its control is
// visible, which on this profile is long before React has hydrated, and its effect must follow.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import type { FirstAction } from '../../../tooling/playwright/firstAction.ts';
import { type PageProblems, watchProblems } from '../../../tooling/playwright/fixtures';

const root = join(import.meta.dirname, '../../..');
const siteDir = process.env.E2E_SITE_DIR ?? join(root, 'apps/site/dist');
const routes: { path: string }[] = JSON.parse(readFileSync(join(siteDir, 'routes.json'), 'utf8'));

const actionFiles = readdirSync(join(root, 'packages'))
  .map((dir) => join(root, 'packages', dir, 'e2e/firstAction.ts'))
  .filter((file) => existsSync(file));
const actions: FirstAction[] = await Promise.all(
  actionFiles.map(async (file) => (await import(file)).default as FirstAction),
);

/** The throttled phone: Lighthouse's slow 4G and a mid-range phone's CPU. */
export async function throttleLikeAPhone(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/**
 * The site's entry module (the one `<script type="module">` of every page). Only it is held: the
 * page cannot go live without it, while its preloaded chunks and the stylesheets still load. Holding
 * every script once kept up to seven requests open, and a page with six stylesheets could wait for a
 * connection to paint while the test waited for it to paint (a 90 s timeout on /cli-app, once in CI).
 */
const entryScript = /<script type="module"[^>]*\ssrc="([^"]+)"/.exec(
  readFileSync(join(siteDir, 'index.html'), 'utf8'),
)?.[1];
if (!entryScript) throw new Error(`no module script in ${join(siteDir, 'index.html')}`);

/** How many inputs public/boot.js held until the page was live (and then delivered). */
const heldInputs = (page: Page) => page.evaluate(() => window.__bootInput?.held() ?? 0);

const test = base.extend<{ problems: PageProblems }>({
  page: async ({ page }, use) => {
    // Offline for every other host, as in the other specs (the boat page's frame, its new tab).
    await page.context().route(
      (url) => url.hostname !== '127.0.0.1' && url.hostname !== 'localhost',
      (route) => route.abort('internetdisconnected'),
    );
    await throttleLikeAPhone(page);
    await use(page);
  },
  problems: async ({ page }, use) => {
    const problems = await watchProblems(page);
    await use(problems);
    expect(problems.pageErrors, 'uncaught exceptions').toEqual([]);
    expect(problems.cspViolations, 'CSP violations').toEqual([]);
  },
});

/**
 * Navigates without waiting for the app and makes the input the moment its control is visible;
 * returns the check that the input was held (to run after the effect's own check).
 * The page's scripts are held back until the input is made: on a real phone they arrive seconds
 * after the prerendered page is painted (here, throttled and under load: 5–12 s), and holding them
 * makes "the input came first" certain instead of a race the test could lose either way. Unless
 * the browser carries the input out itself (a link), the test then checks that public/boot.js
 * really held the input, or it would prove nothing.
 */
async function actBeforeLive(
  page: Page,
  path: string,
  act: (page: Page) => Promise<unknown>,
  { native = false, liveOnly = false }: { native?: boolean; liveOnly?: boolean } = {},
) {
  if (liveOnly) {
    await page.goto(path, { waitUntil: 'commit' });
    await act(page);
    return async () => {};
  }
  let release = () => {};
  const scriptsHeld = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => url.pathname === entryScript,
    async (route) => {
      await scriptsHeld;
      await route.continue();
    },
  );
  await page.goto(path, { waitUntil: 'commit' });
  try {
    await act(page);
  } finally {
    release();
  }
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 60_000 });
  // Checked after the effect by the callers' `verify` (so a lost input fails on its effect).
  return async () => {
    if (!native) expect(await heldInputs(page), 'inputs made before the page was live').toBeGreaterThan(0);
  };
}

test.describe('first input on a throttled phone', () => {
  test('every route brings its own first action', () => {
    const covered = new Set<string>(actions.map((action) => action.path));
    const missing = routes.map((route) => route.path).filter((path) => !covered.has(path));
    expect(missing, 'routes without packages/<dir>/e2e/firstAction.ts').toEqual([]);
  });

  for (const action of actions) {
    test(`${action.path}: ${action.description}`, async ({ page, context, problems }) => {
      void problems;
      if (action.permissions) await context.grantPermissions(action.permissions);
      const wasHeld = await actBeforeLive(page, action.path, action.act, {
        native: action.native,
        liveOnly: action.liveOnly,
      });
      await action.verify(page);
      await wasHeld();
    });
  }
});

test.describe('the shell on a throttled phone', () => {
  for (const path of ['/', '/cli-app']) {
    test(`${path}: the theme toggle, clicked at once, switches the theme`, async ({ page, problems }) => {
      void problems;
      const wasHeld = await actBeforeLive(page, path, (p) =>
        p.getByRole('button', { name: 'Switch to light theme' }).click(),
      );
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
      expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
      await wasHeld();
    });

    test(`${path}: Ctrl+B, pressed at once, collapses the sidebar`, async ({ page, problems }) => {
      void problems;
      await page.setViewportSize({ width: 1280, height: 800 });
      const wasHeld = await actBeforeLive(page, path, async (p) => {
        await p.locator('[data-sidebar="desktop"]').waitFor();
        await p.keyboard.press('Control+b');
      });
      await expect(page.locator('[data-sidebar="desktop"]')).toHaveAttribute('data-state', 'collapsed');
      await wasHeld();
    });

    test(`${path}: the sidebar trigger, pressed at once, opens the navigation`, async ({
      page,
      problems,
    }) => {
      void problems;
      const wasHeld = await actBeforeLive(page, path, (p) =>
        p.getByRole('button', { name: 'Toggle sidebar' }).click(),
      );
      await expect(page.getByRole('dialog', { name: 'Navigation' })).toBeVisible();
      await wasHeld();
    });
  }

  test('/: Enter, pressed at once, opens the navigation', async ({ page, problems }) => {
    void problems;
    const wasHeld = await actBeforeLive(page, '/', (p) => p.getByRole('button', { name: 'Enter' }).click());
    await expect(page.getByRole('dialog', { name: 'Navigation' })).toBeVisible();
    await wasHeld();
  });
});
