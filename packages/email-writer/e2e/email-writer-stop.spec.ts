import { E2E_AI_MODEL } from '../../../apps/site/playwright.config';
import { clickAt, fakeClosedAt, fakeRequestWith } from '../../../tooling/playwright/aiFake';
import { expect, test } from '../../../tooling/playwright/fixtures';

/** Issue 40 on whichever provider the server runs (E2E_AI_PROVIDER): the model named, and Stop. */
test.describe('Email writer: model and Stop', () => {
  test.use({ locale: 'en-US' });
  test.beforeEach(async ({ page }) => {
    await page.goto('/email-writer');
    await expect(page.getByRole('heading', { level: 1, name: 'AI Email Writer' })).toBeVisible({
      timeout: 20_000,
    });
  });

  test('names the model that wrote the email', async ({ page }) => {
    await page.getByLabel('Your thoughts').fill('launch moves to Tuesday');
    await page.getByRole('button', { name: 'Generate email' }).click();
    await expect(page.getByText(`Written by ${E2E_AI_MODEL}`)).toBeVisible();
    await expect(page.locator('pre')).toHaveText(/Best regards,\nAlex$/);
  });

  test('Stop closes the provider request within 500 ms; the draft is kept as incomplete, without its tools @perf', async ({
    page,
  }) => {
    const marker = `stop-email-${test.info().project.name}-${Date.now()}`;
    await page.getByLabel('Your thoughts').fill(`STALLS ${marker} launch moves`);
    await page.getByRole('button', { name: 'Generate email' }).click();
    await expect(page.locator('pre')).toHaveText(/Hello team,/);
    const stop = page.getByRole('button', { name: 'Stop writing' });
    const stoppedAt = await clickAt(page, stop);
    expect((await fakeClosedAt(marker)) - stoppedAt).toBeLessThan(500);
    expect((await fakeRequestWith(marker)).answered).toBe(false);

    await expect(page.getByText('Stopped: this email is incomplete.')).toBeVisible();
    await expect(stop).toHaveCount(0);
    await expect(page.locator('pre')).not.toHaveText(/Best regards/);
    await expect(page.getByText(/Written by/)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Suggest subject lines' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Generate email' })).toBeEnabled();
  });
});
