import type { Page } from '@playwright/test';
import { expect, test } from '../../../tooling/playwright/fixtures';

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const favouritesList = (page: Page) => nav(page).getByRole('list', { name: 'Favourites' });
const palette = (page: Page) => page.getByRole('dialog', { name: 'Search demos' });

async function star(page: Page, path: string) {
  await page.goto(path);
  const toggle = page.getByRole('button', { name: 'Add to favourites' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  const on = page.getByRole('button', { name: 'Remove from favourites' });
  await expect(on).toHaveAttribute('aria-pressed', 'true');
}

test('a starred page heads the sidebar and the palette, in an order kept across reloads', async ({
  page,
  problems,
}) => {
  await page.goto('/');
  // Nothing starred: no empty group.
  await expect(nav(page).getByRole('heading', { name: 'Favourites' })).toHaveCount(0);
  await star(page, '/qr-generator');
  await star(page, '/cli-app');
  await expect(favouritesList(page).getByRole('link')).toHaveText(['QR Generator', 'CLI Tool']);

  // Alt+↑ on a favourite moves it up, and the focus stays on it.
  const cli = favouritesList(page).getByRole('link', { name: 'CLI Tool' });
  await cli.focus();
  await page.keyboard.press('Alt+ArrowUp');
  await expect(favouritesList(page).getByRole('link')).toHaveText(['CLI Tool', 'QR Generator']);
  await expect(cli).toBeFocused();

  await page.reload();
  await expect(favouritesList(page).getByRole('link')).toHaveText(['CLI Tool', 'QR Generator']);
  await expect(page.getByRole('button', { name: 'Remove from favourites' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // The palette: Favourites first, then the pages opened lately (newest first), then every page.
  await page.goto('/stories-in-the-sky');
  await page.keyboard.press('Control+k');
  await expect(palette(page).getByRole('combobox', { name: 'Search demos' })).toBeFocused();
  const groups = palette(page).getByRole('group');
  await expect(groups.first()).toContainText('Favourites');
  await expect(groups.nth(0).getByRole('option')).toHaveText([/^CLI Tool/, /^QR Generator/]);
  await expect(groups.nth(1)).toContainText('Recently used');
  await expect(groups.nth(1).getByRole('option')).toHaveText([
    /^Interactive Sky/,
    /^CLI Tool/,
    /^QR Generator/,
  ]);
  await page.keyboard.press('Escape');

  // Un-starring removes it everywhere.
  await page.goto('/cli-app');
  await page.getByRole('button', { name: 'Remove from favourites' }).click();
  await expect(favouritesList(page).getByRole('link')).toHaveText(['QR Generator']);
  expect(problems.consoleErrors).toEqual([]);
});

test('Recently used keeps the last 5 pages', async ({ page }) => {
  for (const path of ['/go-app', '/ruby-app', '/bash-app', '/vite-app', '/react-app', '/cli-app']) {
    await page.goto(path);
  }
  await page.keyboard.press('Control+k');
  const recent = palette(page).getByRole('group').filter({ hasText: 'Recently used' });
  await expect(recent.getByRole('option')).toHaveText([
    /^CLI Tool/,
    /^Web App/,
    /^Vite Project/,
    /^Bash Script/,
    /^Data Processor/,
  ]);
});

test('the New badge follows the manifest date and the visitor’s clock', async ({ page }) => {
  // Every page is new for 30 days from its createdAt (2026-11-22 for all of today's pages).
  await page.clock.setFixedTime(new Date('2026-12-01T12:00:00Z'));
  await page.goto('/cli-app');
  await expect(nav(page).getByRole('link', { name: 'CLI Tool' })).toContainText('New');
  await page.clock.setFixedTime(new Date('2027-01-15T12:00:00Z'));
  await page.reload();
  await expect(nav(page).getByRole('link', { name: 'CLI Tool' })).toHaveText('CLI Tool');
});
