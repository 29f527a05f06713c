import { expect, test } from '../../../tooling/playwright/fixtures';

test.describe('Go application', () => {
  test('starts the server, logs simulated and manual requests, and restarts clean', async ({ page }) => {
    await page.clock.install({ time: new Date('2026-01-15T09:30:00') });
    await page.goto('/go-app');
    await expect(page.getByRole('heading', { level: 1, name: 'Application' })).toBeVisible();
    // Time moves only through runFor from here on (once the page has loaded), so mid-run checks are deterministic.
    await page.clock.pauseAt(new Date('2026-01-15T09:31:00'));
    const send = page.getByRole('button', { name: 'Send Request' });
    await expect(send).toBeDisabled();

    await page.getByRole('button', { name: 'Start Server' }).click();
    await expect(page.getByText('Listening on :8080')).toBeVisible();
    const table = page.getByRole('table', { name: 'Requests served by the Go server' });
    await page.clock.runFor(4000);
    await expect(table.locator('tbody tr')).not.toHaveCount(0);
    const afterAuto = await table.locator('tbody tr').count();

    await send.click();
    await expect(table.locator('tbody tr')).toHaveCount(afterAuto + 1);
    await expect(table.locator('tbody tr').first()).toContainText(
      /(GET|POST|PUT|DELETE)\s*\/\S*\s*\d{3}\s*[1-5]\d ms/,
    );

    for (let i = 0; i < 20; i++) await send.click();
    await expect(table.locator('tbody tr')).toHaveCount(15);
    const goroutines = page.getByRole('region', { name: 'Server statistics' });
    await expect(goroutines).toContainText(/Goroutines[3-7]/);

    await page.getByRole('button', { name: 'Stop Server' }).click();
    await expect(send).toBeDisabled();
    await page.getByRole('button', { name: 'Start Server' }).click();
    await expect(page.getByText('Waiting for traffic…')).toBeVisible();
  });
});
