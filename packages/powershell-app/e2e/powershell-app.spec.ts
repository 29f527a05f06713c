import { readFile } from 'node:fs/promises';
import { expect, test } from '../../../tooling/playwright/fixtures';

test.describe('PowerShell', () => {
  test('runs the system audit and downloads a self-contained HTML report', async ({ page }) => {
    await page.clock.install({ time: new Date('2026-01-15T09:30:00') });
    await page.goto('/powershell-app');
    await expect(page.getByRole('heading', { level: 1, name: 'PowerShell' })).toBeVisible();
    // Time moves only through runFor from here on (once the page has loaded), so mid-run checks are deterministic.
    await page.clock.pauseAt(new Date('2026-01-15T09:31:00'));
    const report = page.getByRole('button', { name: 'View Full HTML Report' });
    await expect(report).toBeDisabled();

    await page.getByRole('button', { name: 'Run System Audit' }).click();
    await expect(page.getByRole('button', { name: 'Auditing…' })).toBeDisabled();
    await page.clock.runFor(1500);
    await expect(page.getByRole('log', { name: 'PowerShell output' })).toContainText('Win32_LogicalDisk');
    await page.clock.runFor(2000);
    const result = page.getByRole('region', { name: 'Audit result' });
    await expect(result).toContainText(/WS-ACME-\d{3}/);
    await expect(result).toContainText('Windows 11');
    await expect(result.getByRole('progressbar')).toHaveCount(2);
    await expect(result).toContainText(/C: [\d.]+ GB used · [\d.]+ GB free/);
    await expect(result).toContainText(/D: [\d.]+ GB used · [\d.]+ GB free/);
    await expect(result).toContainText(/\d+ running/);
    await expect(result).toContainText(/\d+ stopped/);

    const [download] = await Promise.all([page.waitForEvent('download'), report.click()]);
    expect(download.suggestedFilename()).toMatch(/^system-audit-WS-ACME-\d{3}\.html$/);
    const html = await readFile(await download.path(), 'utf8');
    expect(html).toMatch(/^<!DOCTYPE html>/);
    expect(html).toContain('<h1>System audit report</h1>');
    expect(html).not.toContain('<script');

    // The report renders on its own, with no network: open it in a blank tab and read it back.
    const reportPage = await page.context().newPage();
    const requests: string[] = [];
    reportPage.on('request', (request) => requests.push(request.url()));
    await reportPage.setContent(html);
    await expect(reportPage.getByRole('heading', { name: 'System audit report' })).toBeVisible();
    await expect(reportPage.getByRole('row')).toHaveCount(3);
    expect(requests).toEqual([]);
    await reportPage.close();
  });
});
