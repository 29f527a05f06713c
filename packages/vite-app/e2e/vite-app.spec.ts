import { expect, test } from '../../../tooling/playwright/fixtures';

test.describe('Vite project', () => {
  test('builds for production, then runs the dev server with HMR', async ({ page }) => {
    await page.clock.install({ time: new Date('2026-01-15T09:30:00') });
    await page.goto('/vite-app');
    await expect(page.getByRole('heading', { level: 1, name: 'Vite Project' })).toBeVisible();
    // Time moves only through runFor from here on (once the page has loaded), so mid-run checks are deterministic.
    await page.clock.pauseAt(new Date('2026-01-15T09:31:00'));
    const terminal = page.getByRole('log', { name: 'Terminal output' });
    const stats = page.getByRole('region', { name: 'Build statistics' });

    await page.getByRole('button', { name: 'Run Production Build' }).click();
    await expect(page.getByRole('button', { name: 'Building…' })).toBeDisabled();
    await page.clock.runFor(900);
    await expect(terminal).toContainText('building for production...');
    await expect(terminal).not.toContainText('✓ built in');
    await page.clock.runFor(1300);
    await expect(terminal).toContainText('✓ 124 modules transformed.');
    await expect(terminal).toContainText('✓ built in 2.14s');
    await expect(stats).toContainText('124');
    await expect(stats).toContainText('45.32 kB');
    await expect(stats).toContainText('2.14 s');
    await expect(page.getByRole('button', { name: 'Run Production Build' })).toBeEnabled();

    await page.getByRole('button', { name: 'Start Dev Server' }).click();
    await expect(terminal).toContainText('Local:   http://localhost:5173/');
    await page.clock.runFor(5000);
    await expect(terminal).toContainText('[vite] file changed: src/');
    await expect(terminal).toContainText('[vite] hmr update /src/');
    await page.getByRole('button', { name: 'Stop Dev Server' }).click();
    await expect(terminal).toContainText('Dev server stopped. HMR disabled.');
    await expect(page.getByRole('button', { name: 'Start Dev Server' })).toBeVisible();
  });
});
