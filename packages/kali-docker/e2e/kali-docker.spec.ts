import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test } from '../../../tooling/playwright/fixtures';

const shipped = join(import.meta.dirname, '../src/scripts/kali-docker.sh');

test.describe('Kali Docker Deploy', () => {
  test('copies the script with feedback, downloads the shipped file, shows the docs', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/kali-docker');
    await expect(page.getByRole('heading', { level: 1, name: 'Kali Docker Deploy' })).toBeVisible();
    const script = await readFile(shipped, 'utf8');

    await page.getByRole('button', { name: 'Copy Script' }).click();
    await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
    await expect(page.getByText('Script copié dans le presse-papier!')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(script);
    await expect(page.getByRole('button', { name: 'Copy Script' })).toBeVisible({ timeout: 4000 });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('kali-docker.sh');
    const bytes = await readFile((await download.path()) as string);
    expect(bytes.equals(Buffer.from(script, 'utf8'))).toBe(true);

    await page.getByRole('tab', { name: 'Documentation' }).click();
    for (const port of ['80', '443', '5901', '6080']) {
      await expect(page.getByRole('cell', { name: port, exact: true })).toBeVisible();
    }
  });
});
