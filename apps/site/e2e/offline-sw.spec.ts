// The service worker (issue 37, docs/operations.md "Offline"): after one visit every page that runs
// in the browser reloads offline and its first action works; the pages that need the server say
// `You are offline` and keep what was typed; a new deployment waits for `Reload to update`.
// Service workers are blocked in the other specs (playwright.config.ts); allowed here.
import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import type { FirstAction } from '../../../tooling/playwright/firstAction.ts';
import { watchProblems } from '../../../tooling/playwright/fixtures';
import { baseURL } from '../playwright.config';

const root = join(import.meta.dirname, '../../..');
const siteDir = process.env.E2E_SITE_DIR ?? join(root, 'apps/site/dist');
const routes: { path: string }[] = JSON.parse(readFileSync(join(siteDir, 'routes.json'), 'utf8'));
/** The pages that need the server (notes, AI tools): offline they say so instead. */
const SERVER_PAGES = ['/privnote', '/code-verter', '/email-writer'];

const actions = new Map<string, FirstAction>();
for (const dir of readdirSync(join(root, 'packages'))) {
  const file = join(root, 'packages', dir, 'e2e/firstAction.ts');
  if (!existsSync(file)) continue;
  const action = (await import(file)).default as FirstAction;
  actions.set(action.path, action);
}
/** The landing's first action (as in first-input.spec.ts): the theme toggle switches the theme. */
const landing: Pick<FirstAction, 'act' | 'verify'> = {
  act: (page) => page.getByRole('button', { name: 'Switch to light theme' }).click(),
  verify: (page) => expect(page.locator('html')).toHaveAttribute('data-theme', 'light'),
};

test.use({ serviceWorkers: 'allow' });

/** Waits until a service worker controls the page and has finished precaching (it is active). */
async function controlled(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', null, {
    timeout: 60_000,
  });
}

test.describe('offline after one visit', () => {
  test.describe.configure({ mode: 'serial' });
  let context: BrowserContext;

  test.beforeAll(async ({ browser }) => {
    context = await browser.newContext({ baseURL, serviceWorkers: 'allow' });
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const page = await context.newPage();
    await page.goto('/');
    await controlled(page);
    // Online, an unknown path still reaches the server's 404 page, never a cached document.
    const missing = await page.goto('/no-such-page');
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: /not found/i })).toBeVisible();
    await page.close();
    await context.setOffline(true);
  });
  test.afterAll(async () => {
    await context.close();
  });

  const clientPages = ['/', ...routes.map((route) => route.path).filter((p) => !SERVER_PAGES.includes(p))];
  for (const path of clientPages) {
    test(`${path} reloads offline and its first action works`, async () => {
      const page = await context.newPage();
      const problems = await watchProblems(page);
      const action = path === '/' ? landing : actions.get(path);
      if (!action) throw new Error(`${path} has no packages/<dir>/e2e/firstAction.ts`);
      try {
        const response = await page.goto(path);
        expect(response?.fromServiceWorker(), 'the document comes from the service worker').toBe(true);
        expect(response?.status()).toBe(200);
        await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 30_000 });
        await action.act(page);
        await action.verify(page);
        expect(problems.pageErrors, 'uncaught exceptions').toEqual([]);
        expect(problems.cspViolations, 'CSP violations').toEqual([]);
      } finally {
        // The context is shared: the next page starts from the stored defaults (theme, favourites).
        await page.evaluate(() => localStorage.clear());
        for (const open of context.pages()) await open.close();
      }
    });
  }

  for (const path of SERVER_PAGES) {
    test(`${path} loads offline, says "You are offline" and keeps what was typed`, async () => {
      const page = await context.newPage();
      const response = await page.goto(path);
      expect(response?.fromServiceWorker()).toBe(true);
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      const notice = page.getByRole('status').filter({ hasText: 'You are offline' });
      await expect(notice).toBeVisible();
      const field = page.getByRole('textbox').first();
      await field.fill('Typed while offline');
      await expect(field).toHaveValue('Typed while offline');
      await expect(notice).toBeVisible();
      await page.close();
    });
  }
});

/** The production server over `dir` on its own port (a second "deployment" of the same origin). */
async function startServer(dir: string, port: number): Promise<ChildProcess> {
  const entry = process.env.E2E_SERVER_ENTRY ?? join(root, 'apps/server/dist/main.js');
  const server = spawn('node', [entry], {
    env: {
      ...process.env,
      SITE_DIR: dir,
      PORT: String(port),
      HOST: '127.0.0.1',
      NOTES_DATA_DIR: join(root, `.tmp/e2e-notes-${port}`),
    },
    stdio: 'ignore',
  });
  await expect
    .poll(async () => (await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => null))?.ok ?? false, {
      timeout: 60_000,
    })
    .toBe(true);
  return server;
}

async function stopServer(server: ChildProcess) {
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
}

/**
 * A second build of the site: the first with a marker in the landing's documents, whose precache
 * revision changes with them (so the worker file differs, as a new deployment's does).
 */
function secondBuild(dir: string): string {
  const copy = join(root, `.tmp/sw-second-build-${process.env.E2E_PORT ?? 'default'}`);
  rmSync(copy, { recursive: true, force: true });
  cpSync(dir, copy, { recursive: true });
  for (const variant of ['open', 'collapsed']) {
    const file = join(copy, `prerendered/index.${variant}.html`);
    const html = readFileSync(file, 'utf8').replace('</head>', '<meta name="e2e-build" content="2"></head>');
    writeFileSync(file, html);
    for (const compressed of [`${file}.br`, `${file}.gz`]) if (existsSync(compressed)) unlinkSync(compressed);
  }
  const sw = join(copy, 'sw.js');
  const worker = readFileSync(sw, 'utf8');
  const changed = worker.replace(/(url:\s*"\/",\s*revision:\s*")[^"]+"/, '$1e2e-build-2"');
  if (changed === worker) throw new Error('sw.js: no precache entry for "/" to revise');
  writeFileSync(sw, changed);
  for (const compressed of [`${sw}.br`, `${sw}.gz`]) if (existsSync(compressed)) unlinkSync(compressed);
  return copy;
}

test('a new deployment waits for "Reload to update", then the page loads the new build', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  // The same origin must serve both builds: a port of this run's range that nothing else uses.
  const port = Number(process.env.E2E_PORT ?? 4310) + 8;
  const origin = `http://127.0.0.1:${port}`;
  const second = secondBuild(siteDir);
  let server = await startServer(siteDir, port);
  const context = await browser.newContext({ serviceWorkers: 'allow' });
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/`);
    await controlled(page);
    const build = page.locator('meta[name="e2e-build"]');
    await expect(build).toHaveCount(0);

    await stopServer(server);
    server = await startServer(second, port);
    // The next visit finds the new worker; it installs and waits. The page stays on the first build.
    await page.reload();
    const button = page.getByRole('button', { name: 'Reload to update' });
    await expect(button).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('A new version of the site is ready')).toBeVisible();
    await expect(build).toHaveCount(0);
    // Reloading without the toast keeps the first build (the new worker still waits).
    await page.reload();
    await expect(build).toHaveCount(0);
    await expect(button).toBeVisible({ timeout: 30_000 });

    // Keyboard-reachable: focused and pressed with Enter.
    await button.focus();
    await Promise.all([page.waitForEvent('load'), page.keyboard.press('Enter')]);
    await expect(build).toHaveCount(1);
    await expect(button).toHaveCount(0);
  } finally {
    await context.close();
    await stopServer(server);
    rmSync(second, { recursive: true, force: true });
  }
});
