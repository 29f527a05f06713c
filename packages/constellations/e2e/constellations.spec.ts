import { expect, test } from '../../../tooling/playwright/fixtures';

test.describe('Constellations', () => {
  test('lists 30 constellations and shows the details of Orion by keyboard', async ({ page }) => {
    await page.goto('/constellations');
    await expect(page.getByRole('heading', { level: 1, name: 'Constellations' })).toBeVisible();
    const cards = page.getByRole('list', { name: 'Constellations' }).getByRole('button');
    await expect(cards).toHaveCount(30);

    const orion = page.getByRole('button', { name: /^Orion\b/ });
    await orion.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Orion' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('img', { name: /Star pattern of Orion/ })).toBeVisible();
    await expect(dialog.locator('svg line')).toHaveCount(8);
    await expect(dialog.locator('svg circle')).toHaveCount(8);
    await expect(dialog).toContainText('Stars');
    await expect(dialog).toContainText('8');
    await expect(dialog).toContainText('Winter (December–March)');
    await expect(dialog).toContainText('Mythology');
    await expect(dialog).toContainText('giant huntsman');

    // Betelgeuse (first star) is up and to the left of Rigel (seventh), as on the sky.
    const [betelgeuse, rigel] = await Promise.all([
      dialog
        .locator('svg circle')
        .nth(0)
        .evaluate((c) => [Number(c.getAttribute('cx')), Number(c.getAttribute('cy'))]),
      dialog
        .locator('svg circle')
        .nth(6)
        .evaluate((c) => [Number(c.getAttribute('cx')), Number(c.getAttribute('cy'))]),
    ]);
    expect(betelgeuse[0]).toBeLessThan(rigel[0] ?? 0);
    expect(betelgeuse[1]).toBeLessThan(rigel[1] ?? 0);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(orion).toBeFocused();
  });
});
