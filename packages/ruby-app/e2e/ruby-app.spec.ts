import { expect, test } from '../../../tooling/playwright/fixtures';

test.describe('Ruby data processor', () => {
  test('runs the script step by step, lists the reports and shows the source', async ({ page }) => {
    await page.clock.install({ time: new Date('2026-01-15T09:30:00') });
    await page.goto('/ruby-app');
    await expect(page.getByRole('heading', { level: 1, name: 'Data Processor' })).toBeVisible();
    // Time moves only through runFor from here on (once the page has loaded), so mid-run checks are deterministic.
    await page.clock.pauseAt(new Date('2026-01-15T09:31:00'));
    const output = page.getByRole('log', { name: 'Script output' });
    const stats = page.getByRole('region', { name: 'Run statistics' });

    await page.getByRole('button', { name: 'Run Script' }).click();
    await expect(page.getByRole('button', { name: 'Running…' })).toBeDisabled();
    await page.clock.runFor(2000);
    await expect(output).toContainText('[1/3] Reading customers.csv');
    await expect(stats).toContainText('1 / 3');
    await page.clock.runFor(5000);
    await expect(output).toContainText('✓ Done: 3 files, 4,240 records in 6.45s');
    await expect(stats).toContainText('3 / 3');
    await expect(stats).toContainText('4,240');
    await expect(stats).toContainText('Completed');
    const files = page.getByRole('list', { name: 'Generated files' });
    await expect(files.getByRole('listitem')).toHaveCount(3);
    await expect(files).toContainText('reports/summary.json');
    await expect(page.getByRole('button', { name: 'Run Script' })).toBeEnabled();

    await page.getByRole('button', { name: 'Show Code' }).click();
    await expect(page.getByRole('region', { name: 'Ruby source' })).toContainText('class DataProcessor');
    await page.getByRole('button', { name: 'Hide Code' }).click();
    await expect(page.getByRole('region', { name: 'Ruby source' })).toHaveCount(0);
  });
});
