import { expect, test } from '../../../tooling/playwright/fixtures';

/**
 * The pages that need the server say so, calmly, while the browser is offline, and keep what was
 * typed (issue 37). The offline reload of client-side pages needs the service worker, which is not
 * built yet.
 */
for (const path of ['/privnote', '/code-verter', '/email-writer']) {
  test(`${path} says "You are offline" while offline and keeps what was typed`, async ({ page, context }) => {
    await page.goto(path);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    const field = page.getByRole('textbox').first();
    await field.fill('Kept while offline');
    const notice = page.getByRole('status').filter({ hasText: 'You are offline' });
    await expect(notice).toHaveCount(0);

    await context.setOffline(true);
    await expect(notice).toBeVisible();
    await expect(notice).toHaveText(/^You are offline\. What you typed stays here/);
    await expect(field).toHaveValue('Kept while offline');

    await context.setOffline(false);
    await expect(notice).toHaveCount(0);
    await expect(field).toHaveValue('Kept while offline');
  });
}
