import type { Page } from '@playwright/test';
import { expect, test } from '../../../tooling/playwright/fixtures';

const SITE = 'https://jc-boat-services.example.com/';
const LINK_NAME = 'Open jc-boat-services.example.com in a new tab';
const PAGES = ['Home', 'Services', 'About', 'Gallery', 'Weather', 'Contact', 'Legal'];

/** The summary card: the site's name, the pages it lists, and the link to open it. */
async function expectCard(page: Page) {
  const preview = page.getByRole('region', { name: 'Website preview' });
  await expect(preview.getByText('JC Boat Services', { exact: true })).toBeVisible();
  await expect(
    preview.getByRole('list', { name: 'Pages of JC Boat Services' }).getByRole('listitem'),
  ).toHaveText(PAGES);
  const link = preview.getByRole('link', { name: LINK_NAME });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('href', SITE);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  return preview;
}

test.describe('Boat services showcase', () => {
  test('embeds the site in a sandboxed frame, allowed by the CSP, behind a summary card', async ({
    page,
  }) => {
    // The site never answers here, so the frame stays while the preview loads (offline, the probe's
    // failure would drop it at once: see below).
    await page.route(`${SITE}**`, () => {});
    const response = await page.goto('/jc-boat-services');
    const csp = response?.headers()['content-security-policy'] ?? '';
    const frameSrc = csp.split('; ').find((directive) => directive.startsWith('frame-src '));
    // 'self' too: "Use this demo" previews a page through its own /embed/ document (issue 41).
    expect(frameSrc).toBe("frame-src 'self' https://jc-boat-services.example.com");
    // The probe that tells the site from the browser's error page in the frame may call it.
    const connectSrc = csp.split('; ').find((directive) => directive.startsWith('connect-src '));
    expect(connectSrc).toBe("connect-src 'self' https://jc-boat-services.example.com");

    await expect(page.getByRole('heading', { level: 1, name: 'JC Boat Services' })).toBeVisible();
    const frame = page.locator('iframe[title="JC Boat Services website preview"]');
    await expect(frame).toHaveAttribute('src', SITE);
    await expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin');
    await expect(frame).toHaveAttribute('referrerpolicy', 'no-referrer');
    await expect(frame).toHaveAttribute('loading', 'lazy');
    await expectCard(page);

    for (const name of PAGES) {
      await expect(page.getByRole('heading', { level: 3, name, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('heading', { level: 3, name: 'Engine maintenance' })).toBeVisible();
  });

  test('an unreachable site is never called ready: the card says why, and no frame is offered', async ({
    page,
  }) => {
    await page.route(`${SITE}**`, (route) => route.abort('internetdisconnected'));
    await page.goto('/jc-boat-services');
    const preview = await expectCard(page);
    // Chromium fires load for its error page too: the probe's failure decides, well before the timeout.
    await expect(preview.getByRole('status')).toContainText(
      'The live preview could not be loaded: the site could not be reached',
      { timeout: 5_000 },
    );
    await expect(preview.getByRole('button', { name: 'Show the live preview' })).toHaveCount(0);
    await expect(page.locator('iframe')).toHaveCount(0);
    await expectCard(page);
  });

  test('a frame that loads is shown on request, with the way back and out', async ({ page }) => {
    await page.route(`${SITE}**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<h1>Welcome aboard</h1>' }),
    );
    await page.goto('/jc-boat-services');
    const preview = await expectCard(page);
    await expect(preview.getByRole('status')).toHaveText('The live preview is ready.');
    await preview.getByRole('button', { name: 'Show the live preview' }).click();
    const frame = page.locator('iframe[title="JC Boat Services website preview"]');
    await expect(frame).toBeVisible();
    await expect(page.frameLocator('iframe').getByRole('heading', { name: 'Welcome aboard' })).toBeVisible();
    await expect(preview.getByRole('link', { name: LINK_NAME })).toBeVisible();
    await preview.getByRole('button', { name: 'Back to the summary' }).click();
    await expect(frame).toBeHidden();
    await expectCard(page);
  });

  test('says the preview could not load when the frame never loads, and keeps the card', async ({ page }) => {
    // The request hangs (never answered), so the frame never fires load.
    await page.route(`${SITE}**`, () => {});
    await page.goto('/jc-boat-services');
    const preview = page.getByRole('region', { name: 'Website preview' });
    await expect(preview.getByRole('status')).toHaveText('Loading the live preview…');
    await expect(preview.getByRole('status')).toContainText('The live preview could not be loaded', {
      timeout: 15_000,
    });
    await expect(page.locator('iframe')).toHaveCount(0);
    await expectCard(page);
  });

  test('at 390 px the open-in-a-new-tab button holds its label and the address icon keeps its size', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/jc-boat-services');
    const preview = await expectCard(page);
    const link = preview.getByRole('link', { name: LINK_NAME });
    const box = await link.boundingBox();
    // Every line of the label sits inside the button's padding box, none on its border.
    const lines = await link.evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return [...range.getClientRects()].map((rect) => ({ top: rect.top, bottom: rect.bottom }));
    });
    for (const line of lines) {
      expect(line.top).toBeGreaterThanOrEqual((box?.y ?? 0) + 2);
      expect(line.bottom).toBeLessThanOrEqual((box?.y ?? 0) + (box?.height ?? 0) - 2);
    }
    // The host is one token: never broken across lines.
    const host = link.getByText('jc-boat-services.example.com');
    expect(await host.evaluate((element) => element.getClientRects().length)).toBe(1);
    const globe = await preview.locator('svg.lucide-globe').boundingBox();
    expect(globe?.width).toBeGreaterThanOrEqual(12);
    expect(globe?.height).toBeGreaterThanOrEqual(12);
  });
});
