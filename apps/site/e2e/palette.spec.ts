import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../../../tooling/playwright/fixtures';

const palette = (page: Page) => page.getByRole('dialog', { name: 'Search demos' });
const field = (page: Page) => palette(page).getByRole('combobox', { name: 'Search demos' });
const highlighted = (page: Page) => palette(page).locator('[role="option"][data-highlighted]');

for (const viewport of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: '390 px', width: 390, height: 844 },
]) {
  test.describe(`command palette (${viewport.name})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('Ctrl+K opens it, typing narrows the listbox, arrows move, Enter opens the page', async ({
      page,
      problems,
    }) => {
      await page.goto('/');
      await page.keyboard.press('Control+k');
      await expect(field(page)).toBeFocused();
      const listbox = palette(page).getByRole('listbox');
      await expect(listbox).toBeVisible();
      // Empty: every page, then the actions.
      await expect(listbox.getByRole('option')).toHaveCount(24 + 4);
      await page.keyboard.type('qr');
      await expect(highlighted(page)).toContainText('QR Generator');
      await page.keyboard.press('Escape');
      await expect(palette(page)).toBeHidden();

      await page.keyboard.press('Control+k');
      await page.keyboard.type('sh');
      const first = await highlighted(page).textContent();
      await page.keyboard.press('ArrowDown');
      const second = await highlighted(page).textContent();
      expect(second).not.toBe(first);
      await page.keyboard.press('ArrowUp');
      await expect(highlighted(page)).toHaveText(first ?? '');
      await page.keyboard.press('Control+a');
      await page.keyboard.type('/cli');
      await expect(listbox.getByRole('option')).toHaveCount(1);
      await page.keyboard.press('Enter');
      await expect(palette(page)).toBeHidden();
      await expect(page).toHaveURL(/\/cli-app$/);
      await expect(page.getByRole('heading', { level: 1, name: 'CLI Tool' })).toBeVisible();
      expect(problems.consoleErrors).toEqual([]);
    });

    test('the header button opens it; Escape closes it and gives the focus back; Tab stays inside', async ({
      page,
    }) => {
      await page.goto('/react-app');
      const button = page.getByRole('button', { name: 'Search demos' });
      await button.click();
      await expect(field(page)).toBeFocused();
      // The focus is trapped: Tab and Shift+Tab cycle inside the dialog.
      for (const key of ['Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
        await page.keyboard.press(key);
        // Polled: the trap's focus guards sit beside the dialog and pass the focus on in a focus
        // event, which a loaded machine can be caught in the middle of; it must end up inside.
        await expect
          .poll(() => palette(page).evaluate((dialog) => dialog.contains(document.activeElement)))
          .toBe(true);
      }
      await page.keyboard.press('Escape');
      await expect(palette(page)).toBeHidden();
      await expect(button).toBeFocused();

      // Opened by the shortcut from elsewhere, the focus goes back there.
      const theme = page.getByTestId('theme-toggle');
      await theme.focus();
      await page.keyboard.press('Meta+k');
      await expect(field(page)).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(theme).toBeFocused();
    });

    test('actions: toggle theme, toggle sidebar, copy the link, a random demo', async ({ page, context }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.goto('/go-app');
      const html = page.locator('html');
      await expect(html).toHaveAttribute('data-theme', 'dark');
      const run = async (query: string, name: string) => {
        await page.keyboard.press('Control+k');
        await page.keyboard.type(query);
        await expect(highlighted(page)).toContainText(name);
        await page.keyboard.press('Enter');
        await expect(palette(page)).toBeHidden();
      };
      await run('toggle th', 'Toggle theme');
      await expect(html).toHaveAttribute('data-theme', 'light');
      await run('dark', 'Toggle theme');
      await expect(html).toHaveAttribute('data-theme', 'dark');

      await run('toggle si', 'Toggle sidebar');
      if (viewport.width >= 768) {
        await expect(page.locator('[data-sidebar="desktop"]')).toHaveAttribute('data-state', 'collapsed');
      } else {
        await expect(page.getByRole('dialog', { name: 'Navigation' })).toBeVisible();
        await page.keyboard.press('Escape');
      }

      await run('copy link', 'Copy link to this page');
      await expect(page.getByText('Link copied')).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());

      await run('random', 'Random demo');
      await expect(page).not.toHaveURL(/\/go-app$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });

    test('an open palette has no serious axe violation and fits the screen', async ({ page }) => {
      await page.goto('/');
      await page.getByRole('button', { name: 'Search demos' }).click();
      await expect(field(page)).toBeFocused();
      const box = await palette(page).boundingBox();
      expect(box?.x).toBeGreaterThanOrEqual(0);
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(viewport.width);
      const { violations } = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
      expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
    });
  });
}

test('the landing page does not download the palette until it is wanted', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/');
  await page.waitForTimeout(1500);
  expect(scripts.filter((url) => /CommandPalette/.test(url))).toEqual([]);
  await page.keyboard.press('Control+k');
  await expect(field(page)).toBeFocused();
  expect(scripts.filter((url) => /CommandPalette/.test(url))).toHaveLength(1);
});

test('opening a page from the palette by keyboard (the time is logged, not asserted)', async ({ page }) => {
  await page.goto('/');
  const timings: number[] = [];
  for (const [query, title, path] of [
    ['/qr', 'QR Generator', '/qr-generator'],
    ['steg', 'Steganography', '/steganography'],
    ['json', 'Data Processor', '/ruby-app'],
  ] as const) {
    const start = Date.now();
    await page.keyboard.press('Control+k');
    await page.keyboard.type(query);
    await expect(highlighted(page)).toContainText(title);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.locator('main h1')).toBeVisible();
    timings.push(Date.now() - start);
  }
  console.log(`palette → page by keyboard: ${timings.join(' ms, ')} ms`);
});
