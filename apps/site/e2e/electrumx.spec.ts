import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test } from './fixtures';

const shipped = join(import.meta.dirname, '../../../packages/electrumx/src/scripts/install-electrumx.ps1');

test.describe('ElectrumX installer', () => {
  test('shows the usage steps, copies and downloads the shipped installer', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/electrumx');
    await expect(page.getByRole('heading', { level: 1, name: 'ElectrumX Install' })).toBeVisible();
    const usage = page.getByRole('region', { name: 'Usage' });
    await expect(usage.getByRole('heading', { level: 3 })).toHaveText([
      'Download',
      'Open PowerShell as administrator',
      'Allow scripts',
      'Run',
    ]);
    const script = await readFile(shipped);

    await page.getByRole('button', { name: 'Copy' }).click();
    await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
    await expect(page.getByText('Script copié dans le presse-papier!')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(script.toString('utf8'));
    await expect(page.getByRole('button', { name: 'Copy' })).toBeVisible({ timeout: 4000 });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('install-electrumx.ps1');
    expect((await readFile((await download.path()) as string)).equals(script)).toBe(true);
    await expect(page.getByText('Script téléchargé!')).toBeVisible();
  });
});
