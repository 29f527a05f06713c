import { expect, test } from '../../../tooling/playwright/fixtures';

test.describe('Arbitrage bot: scanner', () => {
  test('starts, finds and executes an opportunity, stops and resets', async ({ page }) => {
    await page.goto('/arbitrage-bot');
    await expect(page.getByRole('heading', { level: 1, name: 'Arbitrage Bot' })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByRole('tab', { name: 'Arbitrage scanner' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByText('Stopped', { exact: true })).toBeVisible();
    await expect(page.getByText('$10,000.00')).toBeVisible();

    await page.getByRole('button', { name: 'Start Bot' }).click();
    await expect(page.getByText('Running', { exact: true })).toBeVisible();
    const opportunities = page.getByRole('region', { name: 'Opportunities list' }).getByTestId('opportunity');
    await expect(opportunities.first()).toBeVisible();

    // A random opportunity executes 2 to 5 s later and becomes a BUY and a SELL trade.
    const trades = page.getByRole('region', { name: 'Recent trades list' }).getByTestId('trade');
    await expect(trades.first()).toBeVisible({ timeout: 8000 });
    await expect(trades.first()).toContainText('SELL');
    await expect(trades.nth(1)).toContainText('BUY');
    // No balance check here: 1 % of a MATIC/USDT spread on 0.01 units rounds to $0.00.

    await page.getByRole('button', { name: 'Stop Bot' }).click();
    await expect(page.getByText('Stopped', { exact: true })).toBeVisible();
    await expect(opportunities).toHaveCount(0);
    await expect(trades.first()).toBeVisible();

    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(trades).toHaveCount(0);
    await expect(page.getByText('$10,000.00')).toBeVisible();
  });
});

test.describe('Arbitrage bot: trading variant', () => {
  test('loads the chart on its tab, runs, keeps settings and gates live mode', async ({ page }) => {
    test.slow(); // many steps, each waiting on real timers
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/arbitrage-bot');
    await expect(page.getByRole('button', { name: 'Start Bot' })).toBeVisible({ timeout: 15_000 });
    expect(scripts.filter((url) => /CandleChart/.test(url))).toEqual([]);

    await page.getByRole('tab', { name: 'Trading bot' }).click();
    await expect(page).toHaveURL(/\?variant=trading$/);
    await expect(page.getByText('No chart data available.')).toBeVisible();

    await page.getByRole('button', { name: 'Start', exact: true }).click();
    const chart = page.getByTestId('candle-chart');
    await expect(chart).toHaveAttribute('data-candles', '50');
    await expect(chart.locator('canvas').first()).toBeVisible();
    expect(scripts.filter((url) => /CandleChart/.test(url))).toHaveLength(1);
    await expect(page.getByRole('log', { name: 'Activity log' })).toContainText('Bot started in paper mode');

    // More candles allowed: live candles accumulate beyond 50 (every 800 ms).
    const candles = page.getByRole('slider', { name: 'Candles' });
    await candles.focus();
    await candles.press('ArrowRight');
    await expect(candles).toHaveAttribute('aria-valuenow', '55');
    await expect(chart).toHaveAttribute('data-candles', /^5[1-5]$/, { timeout: 6000 });
    // Fewer: the chart is cut to the latest N at once.
    await candles.press('Home');
    await expect(candles).toHaveAttribute('aria-valuenow', '10');
    await expect(chart).toHaveAttribute('data-candles', '10');
    await candles.press('ArrowRight');
    await expect(candles).toHaveAttribute('aria-valuenow', '15');

    await page.getByRole('button', { name: 'Stop', exact: true }).click();
    await expect(page.getByRole('log', { name: 'Activity log' })).toContainText('Bot stopped.');
    await expect(page.getByRole('region', { name: 'Notifications list' })).toContainText('Bot stopped');

    const live = page.getByRole('switch', { name: 'Live mode' });
    await live.click();
    const dialog = page.getByRole('alertdialog', { name: 'Turn on live mode?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(live).not.toBeChecked();
    await expect(page.getByText('Paper', { exact: true })).toBeVisible();

    await live.click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Enable live mode' }).click();
    await expect(live).toBeChecked();
    await expect(page.getByText('Live (simulated)', { exact: true })).toBeVisible();

    await page.getByLabel('Chart theme').selectOption('dark');

    await page.reload();
    await expect(page.getByRole('tab', { name: 'Trading bot' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('slider', { name: 'Candles' })).toHaveAttribute('aria-valuenow', '15');
    await expect(page.getByRole('switch', { name: 'Live mode' })).toBeChecked();
    await expect(page.getByLabel('Chart theme')).toHaveValue('dark');
    await expect(page.getByText('No chart data available.')).toBeVisible();
  });

  test('falls back to defaults when the stored settings are corrupt', async ({ page }) => {
    await page.addInitScript(() =>
      localStorage.setItem('demos:arbitrage:trading-bot-settings', '{"tickMs": "oops"'),
    );
    await page.goto('/arbitrage-bot?variant=trading');
    await expect(page.getByRole('slider', { name: 'Tick speed' })).toHaveAttribute('aria-valuenow', '800', {
      timeout: 15_000,
    });
    await expect(page.getByRole('slider', { name: 'Candles' })).toHaveAttribute('aria-valuenow', '50');
    await expect(page.getByRole('switch', { name: 'Notifications' })).toBeChecked();
    await expect(page.getByRole('switch', { name: 'Live mode' })).not.toBeChecked();
    await expect(page.getByLabel('Chart theme')).toHaveValue('light');
  });
});
