import { expect, test } from '../../../tooling/playwright/fixtures';

test.describe('Bash script', () => {
  test('runs the deployment through 6 steps with a progress bar and a log', async ({ page }) => {
    await page.clock.install({ time: new Date('2026-01-15T09:30:00') });
    await page.goto('/bash-app');
    await expect(page.getByRole('heading', { level: 1, name: 'Bash Script' })).toBeVisible();
    // Time moves only through runFor from here on (once the page has loaded), so mid-run checks are deterministic.
    await page.clock.pauseAt(new Date('2026-01-15T09:31:00'));
    const progress = page.getByRole('progressbar');
    const log = page.getByRole('log', { name: 'Deployment log' });
    await expect(progress).toHaveAttribute('aria-valuenow', '0');

    await page.getByRole('button', { name: 'Run Deployment Script' }).click();
    await expect(page.getByRole('button', { name: 'Deploying…' })).toBeDisabled();
    await page.clock.runFor(2400);
    await expect(log).toContainText('==> [2/6] Pulling latest code');
    await expect(progress).toHaveAttribute('aria-valuenow', '33');
    await expect(page.getByText('Step 3 of 6: Installing dependencies')).toBeVisible();
    await page.clock.runFor(8000);
    await expect(log).toContainText('✔ Deployment complete');
    await expect(progress).toHaveAttribute('aria-valuenow', '100');
    await expect(page.getByText('Deployment complete', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Run Deployment Script' })).toBeEnabled();
    await expect(page.getByRole('region', { name: 'deploy.sh source' })).toContainText('set -euo pipefail');
  });
});
