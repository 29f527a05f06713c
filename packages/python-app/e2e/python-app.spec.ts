import { expect, test } from '../../../tooling/playwright/fixtures';

test.describe('Python bot write-up', () => {
  test('shows the rules, the features, the sample log and the disclaimer', async ({ page }) => {
    await page.goto('/python-app');
    await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible({ timeout: 15_000 });
    const rules = page.getByRole('region', { name: 'Trading rules' });
    await expect(rules).toContainText('Minimum profit$10.00');
    await expect(rules).toContainText('Max daily loss$50.00');
    await expect(rules).toContainText('Trades per day20');
    await expect(rules).toContainText('BTC per trade0.001');
    await expect(rules).toContainText('Fee0.1 %');
    await expect(page.getByRole('heading', { name: 'Features' })).toBeVisible();
    const log = page.getByRole('log', { name: 'Sample log' });
    await expect(log).toContainText('min profit $10.00 · max daily loss $50.00 · 20 trades/day');
    await expect(log).toContainText('Daily status: 0/20 trades');
    await expect(page.getByRole('heading', { name: 'Disclaimer' })).toBeVisible();
    await expect(page.getByText('It is not financial advice.')).toBeVisible();
  });
});
