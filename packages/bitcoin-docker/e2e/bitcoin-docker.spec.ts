import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test } from '../../../tooling/playwright/fixtures';

const filesDir = join(import.meta.dirname, '../src/scripts');

test.describe('Bitcoin node and indexer', () => {
  test('each file tab copies and downloads the shipped file, byte for byte', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/bitcoin-docker');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bitcoin Node & Indexer');

    // What only a browser shows: the bytes the real clipboard and the real download get. The toasts
    // and the tabs' contents are BitcoinDockerPage.test.tsx's.
    const tabs = [
      { tab: 'Docker Compose', file: 'docker-compose.yml' },
      { tab: 'Bitcoin Config', file: 'bitcoin.conf' },
      { tab: 'Script Gestion', file: 'bitcoin-manager.sh' },
    ];
    for (const { tab, file } of tabs) {
      await page.getByRole('tab', { name: tab }).click();
      const panel = page.getByRole('tabpanel');
      const shipped = await readFile(join(filesDir, file));

      await panel.getByRole('button', { name: 'Copy' }).click();
      await expect(panel.getByRole('button', { name: 'Copied!' })).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shipped.toString('utf8'));

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        panel.getByRole('button', { name: 'Download' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(file);
      expect((await readFile((await download.path()) as string)).equals(shipped)).toBe(true);
    }
  });
});
