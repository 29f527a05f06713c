import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { test as base, type Frame, type Page } from '@playwright/test';
import type { FirstAction } from '../../../tooling/playwright/firstAction';
import { expect, type PageProblems, watchProblems } from '../../../tooling/playwright/fixtures';
import { EMBED_HEIGHT_MESSAGE, embedCode } from '../src/pages/embed/embedCode';

/**
 * Every page at /embed/<route>, framed by a page of another origin through the embed code the
 * "Use this demo" panel hands out (its iframe and its resize script, as pasted): it renders alone,
 * in the theme the URL asks for, the frame takes its content's height, and its first action works.
 * Any other document refuses to be framed, and the embed's CSP differs from a page's in
 * frame-ancestors only.
 */
const root = join(import.meta.dirname, '../../..');
const siteDir = process.env.E2E_SITE_DIR ?? join(root, 'apps/site/dist');
const routes: { path: string; title: string }[] = JSON.parse(
  readFileSync(join(siteDir, 'routes.json'), 'utf8'),
);
const actions = new Map<string, FirstAction>(
  await Promise.all(
    readdirSync(join(root, 'packages'))
      .map((dir) => join(root, 'packages', dir, 'e2e/firstAction.ts'))
      .filter((file) => existsSync(file))
      .map(async (file) => {
        const action = (await import(file)).default as FirstAction;
        return [action.path, action] as const;
      }),
  ),
);

/**
 * Another site: a server of its own on another port (another origin) serving the pages the tests
 * give it, each at a path of its own. A real server answering itself, not Playwright routing: with
 * a request intercepted, Chromium cannot tell the embedder's address space and blocks its frame of
 * a loopback site (net::ERR_BLOCKED_BY_LOCAL_NETWORK_ACCESS_CHECKS).
 */
let embedder: Server;
const embedderPages = new Map<string, string>();
let EMBEDDER = '';
base.beforeAll(async () => {
  embedder = createServer((request, response) => {
    const body = embedderPages.get(request.url ?? '');
    response.writeHead(body === undefined ? 404 : 200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(
      `<!doctype html><html lang="en"><head><title>Embedder</title><link rel="icon" href="data:,"></head><body style="margin:0">${body ?? ''}</body></html>`,
    );
  });
  await new Promise<void>((resolve) => embedder.listen(0, '127.0.0.1', resolve));
  EMBEDDER = `http://127.0.0.1:${(embedder.address() as AddressInfo).port}`;
});
base.afterAll(() => new Promise<void>((resolve) => embedder.close(() => resolve())));

// No request routing in this spec, unlike the other specs' fixtures (see above).
const test = base.extend<{ problems: PageProblems }>({
  problems: async ({ page }, use) => {
    const problems = await watchProblems(page);
    await use(problems);
    expect(problems.pageErrors, 'uncaught exceptions').toEqual([]);
    expect(problems.cspViolations, 'CSP violations').toEqual([]);
    expect(problems.consoleErrors, 'console errors').toEqual([]);
  },
});

let pageCount = 0;
/** Serves `body` as a page of the embedder and opens it; returns the frame once it is attached. */
async function openEmbedder(page: Page, body: string): Promise<Frame> {
  pageCount += 1;
  const path = `/page-${pageCount}`;
  embedderPages.set(path, body);
  await page.goto(`${EMBEDDER}${path}`);
  const handle = await page.locator('iframe').elementHandle();
  const frame = await handle?.contentFrame();
  if (!frame) throw new Error('the embed frame did not attach');
  return frame;
}

test.describe('embeds', () => {
  routes.forEach(({ path, title }, index) => {
    const theme = index % 2 === 0 ? 'light' : 'dark';
    test(`${path} framed by another site`, async ({ page, baseURL, problems }) => {
      void problems;
      const code = embedCode({ origin: baseURL ?? '', path, title: `${title} demo`, theme });
      // The frame stays lazy until it nears the viewport: the embedder shows it at once.
      const frame = await openEmbedder(page, code);
      await frame.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 30_000 });
      await expect(frame.locator('html')).toHaveAttribute('data-theme', theme);
      await expect(frame.getByRole('heading', { level: 1 }).first()).toBeVisible();
      // Alone: no site header, sidebar or "Use this demo".
      await expect(frame.getByRole('banner')).toHaveCount(0);
      await expect(frame.getByText('Use this demo')).toHaveCount(0);
      // The script pasted with the frame gave it the content's height.
      await expect
        .poll(async () => {
          const content = await frame
            .locator('#main')
            .evaluate((main) => main.getBoundingClientRect().height);
          const framed = await page
            .locator('iframe')
            .evaluate((iframe) => iframe.getBoundingClientRect().height);
          return Math.abs(Math.ceil(content) - framed);
        })
        .toBeLessThanOrEqual(1);

      const action = actions.get(path);
      // Actions that need the host page itself (its theme toggle) or leave it (a link to a new tab)
      // are not the embed's to make.
      if (action && !action.hostOnly && !action.native) {
        // A copy from the frame (the embed code allows clipboard-write) is read back by the
        // embedder's page: the frame is not allowed to read the clipboard, nor should it be.
        if (action.permissions) await page.context().grantPermissions(action.permissions);
        const inFrame = new Proxy(frame, {
          get: (target, key) =>
            key === 'evaluate' ? page.evaluate.bind(page) : Reflect.get(target, key, target),
        }) as unknown as Page;
        await action.act(inFrame);
        await action.verify(inFrame);
      }
    });
  });

  test('any other document refuses to be framed', async ({ page, baseURL }) => {
    const messages: string[] = [];
    page.on('console', (message) => messages.push(message.text()));
    const frame = await openEmbedder(page, `<iframe src="${baseURL}/qr-generator" title="QR"></iframe>`);
    await expect.poll(() => frame.url()).toMatch(/^chrome-error:/);
    expect(messages.join('\n')).toMatch(/frame-ancestors 'none'/);
  });

  test('the CSP of an embed differs from its page only in frame-ancestors', async ({ request }) => {
    const embed = await request.get('/embed/qr-generator');
    const page = await request.get('/qr-generator');
    expect(embed.status()).toBe(200);
    const policy = (response: typeof embed) =>
      (response.headers()['content-security-policy'] ?? '')
        .split('; ')
        .filter((d) => !d.startsWith('frame-ancestors'));
    expect(policy(embed)).toEqual(policy(page));
    expect(embed.headers()['content-security-policy']).toContain('frame-ancestors *');
    expect(embed.headers()['x-frame-options']).toBeUndefined();
    expect(page.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(page.headers()['x-frame-options']).toBe('DENY');
    // An embed of a path that is no page is the 404 page, which refuses framing like the others.
    const unknown = await request.get('/embed/no-such-page');
    expect(unknown.status()).toBe(404);
    expect(unknown.headers()['x-frame-options']).toBe('DENY');
  });

  test("an embed's theme is the URL's, never saved as the visitor's", async ({ page }) => {
    await page.goto('/embed/qr-generator?theme=light');
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });

  test('an embed renders the page with the props in its URL, ignoring invalid ones', async ({ page }) => {
    await page.goto('/embed/portfolio-app?theme=light&prop.defaultTab=projects');
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await expect(page.getByRole('tab', { name: 'Projects' })).toHaveAttribute('aria-selected', 'true');
    await page.goto('/embed/portfolio-app?theme=light&prop.defaultTab=admin&prop.store=x');
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await expect(page.getByRole('tab', { name: 'About' })).toHaveAttribute('aria-selected', 'true');
  });

  test('a demo configured in "Use this demo" runs with its props, framed by another site', async ({
    page,
    problems,
  }) => {
    void problems;
    // A visitor opens the configured link, copies the embed code as the panel shows it, and pastes
    // it into a page of their own site.
    await page.goto('/portfolio-app?use=1&prop.defaultTab=skills');
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    const block = page.getByRole('region', { name: 'Embed code for Portfolio Site' });
    await expect(block).toContainText('prop.defaultTab=skills');
    const code = (await block.locator('pre').textContent()) ?? '';
    expect(code).toContain('<iframe src=');
    const frame = await openEmbedder(page, code);
    await frame.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 30_000 });
    await expect(frame.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(frame.getByRole('tab', { name: 'Skills' })).toHaveAttribute('aria-selected', 'true');
    await expect(frame.getByRole('banner')).toHaveCount(0);
    await expect
      .poll(async () => {
        const content = await frame.locator('#main').evaluate((main) => main.getBoundingClientRect().height);
        const framed = await page
          .locator('iframe')
          .evaluate((iframe) => iframe.getBoundingClientRect().height);
        return Math.abs(Math.ceil(content) - framed);
      })
      .toBeLessThanOrEqual(1);
    // Its first action works there: another tab.
    await frame.getByRole('tab', { name: 'Projects' }).click();
    await expect(frame.getByRole('tab', { name: 'Projects' })).toHaveAttribute('aria-selected', 'true');
  });

  test('"Use this demo" hands out the embed code', async ({ page, baseURL }) => {
    await page.goto('/qr-generator');
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.getByText('Use this demo').click();
    const block = page.getByRole('region', { name: 'Embed code for QR Generator' });
    await expect(block).toContainText(`src="${baseURL}/embed/qr-generator?theme=dark"`);
    await expect(block).toContainText('loading="lazy"');
    await expect(block).toContainText(EMBED_HEIGHT_MESSAGE);
    await expect(page.getByRole('button', { name: /Copy embed code/ })).toBeVisible();
  });
});
