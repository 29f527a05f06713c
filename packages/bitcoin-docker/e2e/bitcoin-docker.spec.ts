import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test } from '../../../tooling/playwright/fixtures';

const filesDir = join(import.meta.dirname, '../src/scripts');

test.describe('Bitcoin node and indexer', () => {
  test('each file tab copies and downloads the shipped file', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/bitcoin-docker');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bitcoin Node & Indexer');

    const tabs = [
      {
        tab: 'Docker Compose',
        file: 'docker-compose.yml',
        copied: 'docker-compose.yml copié dans le presse-papier',
        downloaded: 'Fichier téléchargé',
      },
      {
        tab: 'Bitcoin Config',
        file: 'bitcoin.conf',
        copied: 'bitcoin.conf copié dans le presse-papier',
        downloaded: 'Fichier téléchargé',
      },
      {
        tab: 'Script Gestion',
        file: 'bitcoin-manager.sh',
        copied: 'Script copié dans le presse-papier!',
        downloaded: 'Script téléchargé!',
      },
    ];
    for (const { tab, file, copied, downloaded } of tabs) {
      await page.getByRole('tab', { name: tab }).click();
      const panel = page.getByRole('tabpanel');
      const shipped = await readFile(join(filesDir, file));

      await panel.getByRole('button', { name: 'Copy' }).click();
      await expect(panel.getByRole('button', { name: 'Copied!' })).toBeVisible();
      await expect(page.getByText(copied)).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shipped.toString('utf8'));

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        panel.getByRole('button', { name: 'Download' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(file);
      expect((await readFile((await download.path()) as string)).equals(shipped)).toBe(true);
      await expect(page.getByText(downloaded).first()).toBeVisible();
    }

    await page.getByRole('tab', { name: 'Instructions' }).click();
    await expect(page.getByText('~550 GB')).toBeVisible();
    await expect(page.getByText('2–7 days')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Warnings' })).toBeVisible();
  });
});
