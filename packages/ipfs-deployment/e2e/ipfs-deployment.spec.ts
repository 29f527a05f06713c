import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test } from '../../../tooling/playwright/fixtures';

const shipped = join(import.meta.dirname, '../src/scripts/deploy-ipfs.ps1');

test.describe('IPFS deployment', () => {
  test('simulates a run, then shows the deployment info and gateway links', async ({ page }) => {
    await page.goto('/ipfs-deployment');
    await expect(page.getByRole('heading', { level: 1, name: 'IPFS Deployment' })).toBeVisible();
    const log = page.getByRole('log', { name: 'Deployment log' });

    await page.getByRole('button', { name: 'Run Simulation' }).click();
    const busy = page.getByRole('button', { name: 'Deploying…' });
    await expect(busy).toBeDisabled();
    await expect(log).toContainText('==> Building: npm run build');

    await expect(page.getByRole('heading', { name: 'Deployment info' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('button', { name: 'Run Simulation' })).toBeEnabled();
    await expect(log).toContainText('Deployed. Gateway links:');

    const hash = (await page.locator('dt:text-is("Hash") + dd').textContent())?.trim() ?? '';
    expect(hash).toMatch(/^bafybei[a-z2-7]{52}$/);
    await expect(page.locator('dt:text-is("Project") + dd')).toHaveText('C:\\projects\\my-app');
    await expect(log).toContainText(`Added and pinned: ${hash}`);
    const links = page.getByRole('list', { name: 'Gateway links' }).getByRole('link');
    await expect(links).toHaveCount(3);
    expect(await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')))).toEqual([
      `https://ipfs.io/ipfs/${hash}/`,
      `https://dweb.link/ipfs/${hash}/`,
      `https://gateway.pinata.cloud/ipfs/${hash}/`,
    ]);
  });

  test('downloads the shipped script', async ({ page }) => {
    await page.goto('/ipfs-deployment');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download Script' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('deploy-ipfs.ps1');
    expect((await readFile((await download.path()) as string)).equals(await readFile(shipped))).toBe(true);
    await expect(page.getByText('Script téléchargé!')).toBeVisible();
  });
});
