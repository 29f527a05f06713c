import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test } from '../../../tooling/playwright/fixtures';

const shipped = join(import.meta.dirname, '../src/scripts/install-electrumx.ps1');

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

    // Highlighted at build time, yet a selection of the code is the script, character for character.
    const code = page.getByRole('region', { name: 'ElectrumX installer script' }).locator('pre');
    await expect(code.locator('span').first()).toBeVisible();
    const selected = await code.evaluate((pre) => {
      const range = document.createRange();
      range.selectNodeContents(pre);
      const selection = window.getSelection();
      selection?.removeAllRanges();
      selection?.addRange(range);
      return selection?.toString();
    });
    // (A selection never holds the newline that ends the last line: nothing is drawn after it.)
    expect(selected).toBe(script.toString('utf8').replace(/\n$/, ''));

    await page.getByRole('button', { name: 'Copy', exact: true }).click();
    // The toast and the 2 s "Copied!" are ElectrumxPage.test.tsx's; here, the real clipboard's bytes.
    await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(script.toString('utf8'));

    // Each step's command has its own copy button, named after the step.
    await page.getByRole('button', { name: 'Copy: Run (command)' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      ".\\install-electrumx.ps1 -DaemonUrl 'http://user:password@127.0.0.1:8332/'",
    );

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('install-electrumx.ps1');
    expect((await readFile((await download.path()) as string)).equals(script)).toBe(true);
  });
});
