import { readFile } from 'node:fs/promises';
import { expect, test } from '../../../tooling/playwright/fixtures';

test.describe('Interactive sky', () => {
  test('places stars, enables Reveal at 3, names a blank constellation and saves a 1920x1080 PNG', async ({
    page,
  }) => {
    await page.goto('/stories-in-the-sky');
    const sky = page.getByRole('application', { name: /Night sky/ });
    const reveal = page.getByRole('button', { name: 'Reveal' });
    await expect(sky).toBeVisible();
    await expect(reveal).toBeDisabled();

    await sky.click({ position: { x: 100, y: 80 } });
    await sky.click({ position: { x: 220, y: 160 } });
    await expect(page.getByRole('status')).toContainText('2 stars placed');
    await expect(reveal).toBeDisabled();
    // The keyboard places the third star at the cursor.
    await sky.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status')).toContainText('3 stars placed');
    await expect(reveal).toBeEnabled();

    // The parrot preset disables Reveal and stops clicks from placing stars.
    await page.getByRole('button', { name: 'Parrot constellation' }).click();
    await expect(reveal).toBeDisabled();
    await sky.click({ position: { x: 40, y: 40 } });
    await page.getByRole('button', { name: 'Hide' }).click();
    await expect(page.getByRole('status')).toContainText('3 stars placed');
    await expect(reveal).toBeEnabled();

    await reveal.click();
    const dialog = page.getByRole('dialog', { name: 'Name your constellation' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Constellation name')).toHaveAttribute('placeholder', 'My Constellation');
    await dialog.getByRole('button', { name: 'Name it' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('“My Constellation” is revealed.')).toBeVisible();

    const downloadPromise = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Save' }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe('my-constellation.png');
    const bytes = await readFile(await download.path());
    expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(bytes.subarray(12, 16).toString('ascii')).toBe('IHDR');
    expect(bytes.readUInt32BE(16)).toBe(1920);
    expect(bytes.readUInt32BE(20)).toBe(1080);

    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(page.getByRole('status')).toContainText('0 stars placed');
    await expect(reveal).toBeDisabled();
  });
});
