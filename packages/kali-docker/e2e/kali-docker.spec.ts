import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test } from '../../../tooling/playwright/fixtures';

const shipped = join(import.meta.dirname, '../src/scripts/kali-docker.sh');

test.describe('Kali Docker Deploy', () => {
  // What only a browser shows: the bytes the real clipboard and download get. The toast, the 2 s
  // "Copied!" and the documentation tab are KaliDockerPage.test.tsx's.
  test('copies and downloads the shipped script, byte for byte', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/kali-docker');
    await expect(page.getByRole('heading', { level: 1, name: 'Kali Docker Deploy' })).toBeVisible();
    const script = await readFile(shipped, 'utf8');

    await page.getByRole('button', { name: 'Copy Script' }).click();
    await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(script);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('kali-docker.sh');
    const bytes = await readFile((await download.path()) as string);
    expect(bytes.equals(Buffer.from(script, 'utf8'))).toBe(true);
  });
});
