import { expect, test } from '../../../tooling/playwright/fixtures';

test.describe('Portfolio site', () => {
  test('opens on About, switches tabs, and a project card navigates to its page', async ({ page }) => {
    await page.goto('/portfolio-app');
    await expect(page.getByRole('heading', { level: 1, name: 'Portfolio Site' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'About' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { name: 'About us' })).toBeVisible();

    await page.getByRole('tab', { name: 'Skills' }).click();
    await expect(page.getByRole('progressbar').first()).toBeVisible();
    await page.getByRole('tab', { name: 'Contact' }).click();
    await expect(page.getByRole('link', { name: 'hello@halcyonlabs.dev' })).toBeVisible();

    await page.getByRole('tab', { name: 'Projects' }).click();
    const projects = page.getByRole('list', { name: 'Projects' });
    for (const path of ['/qr-generator', '/privnote', '/arbitrage-bot', '/steganography']) {
      await expect(projects.locator(`a[href="${path}"]`)).toHaveCount(1);
    }
    await projects.getByRole('link', { name: /QR Generator/ }).click();
    await expect(page).toHaveURL(/\/qr-generator$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
