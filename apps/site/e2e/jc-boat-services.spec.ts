import { expect, test } from './fixtures';

const SITE = 'https://jc-boat-services.example.com/';
const LINK_NAME = 'Open jc-boat-services.example.com in a new tab';

test.describe('Boat services showcase', () => {
  test('embeds the site in a sandboxed frame, allowed by the CSP, with a fallback link', async ({ page }) => {
    const response = await page.goto('/jc-boat-services');
    const csp = response?.headers()['content-security-policy'] ?? '';
    const frameSrc = csp.split('; ').find((directive) => directive.startsWith('frame-src '));
    expect(frameSrc).toBe('frame-src https://jc-boat-services.example.com');

    await expect(page.getByRole('heading', { level: 1, name: 'JC Boat Services' })).toBeVisible();
    const frame = page.locator('iframe[title="JC Boat Services website preview"]');
    await expect(frame).toHaveAttribute('src', SITE);
    await expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin');
    await expect(frame).toHaveAttribute('referrerpolicy', 'no-referrer');
    await expect(frame).toHaveAttribute('loading', 'lazy');

    // Offline here, the frame shows Chromium's error page; the fallback link stays visible.
    const fallback = page.getByRole('link', { name: LINK_NAME });
    await expect(fallback).toBeVisible();
    await expect(fallback).toHaveAttribute('href', SITE);
    await expect(fallback).toHaveAttribute('target', '_blank');
    await expect(fallback).toHaveAttribute('rel', 'noopener noreferrer');

    for (const name of ['Home', 'Services', 'About', 'Gallery', 'Weather', 'Contact', 'Legal']) {
      await expect(page.getByRole('heading', { level: 3, name, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('heading', { level: 3, name: 'Engine maintenance' })).toBeVisible();
  });

  test('replaces a frame that never loads with the fallback panel after the timeout', async ({ page }) => {
    // The request hangs (never answered), so the frame never fires load.
    await page.route(`${SITE}**`, () => {});
    await page.goto('/jc-boat-services');
    await expect(page.getByText('Loading the preview…')).toBeVisible();
    await expect(page.getByText('The preview could not be loaded.')).toBeVisible({ timeout: 15_000 });
    await expect(page.locator('iframe')).toHaveCount(0);
    await expect(page.getByRole('link', { name: LINK_NAME })).toHaveAttribute('href', SITE);
  });
});
