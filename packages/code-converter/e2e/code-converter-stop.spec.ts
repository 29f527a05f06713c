import { E2E_AI_MODEL } from '../../../apps/site/playwright.config';
import { clickAt, fakeClosedAt, fakeRequestWith } from '../../../tooling/playwright/aiFake';
import { expect, test } from '../../../tooling/playwright/fixtures';

/**
 * Issue 40 on whichever provider the server runs (E2E_AI_PROVIDER): the page names the model that
 * answered, and Stop (or leaving the page) closes the provider's request.
 */
test.describe('Code converter: model and Stop', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/code-verter');
    await expect(page.getByRole('heading', { level: 1, name: 'Code Converter' })).toBeVisible({
      timeout: 20_000,
    });
  });

  test('names the model that converted the code, and checks its syntax', async ({ page }) => {
    await page.getByLabel('Source code').fill('print("model")');
    await page.getByRole('button', { name: 'Convert Code' }).click();
    await expect(page.getByText(`Converted by ${E2E_AI_MODEL}`)).toBeVisible();
    const result = page.getByLabel('Converted code');
    await expect(result).toHaveValue(/console\.log\(answer\);$/);
    // The fake answers JavaScript-like code whatever the target: its "//" comment is not Python.
    await expect(
      page.getByRole('status').filter({ hasText: /^Syntax error at line 1: unexpected "\/\/ Converted/ }),
    ).toBeVisible();
    await expect(page.getByTestId('marked-line')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Copy result' })).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Download' })).toBeEnabled();
    await page.getByRole('button', { name: 'Swap languages' }).click();
    await page.getByRole('button', { name: 'Convert Code' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Syntax check passed' })).toBeVisible();
    await expect(page.getByTestId('marked-line')).toHaveCount(0);
  });

  test('Stop closes the provider request within 500 ms and keeps the text as incomplete @perf', async ({
    page,
  }) => {
    const marker = `stop-${test.info().project.name}-${Date.now()}`;
    await page.getByLabel('Source code').fill(`# STALLS ${marker}\nprint("hi")`);
    await page.getByRole('button', { name: 'Convert Code' }).click();
    const result = page.getByLabel('Converted code');
    await expect(result).toHaveValue(/Converted from/, { timeout: 15_000 });
    const stop = page.getByRole('button', { name: 'Stop the conversion' });
    const stoppedAt = await clickAt(page, stop);
    expect((await fakeClosedAt(marker)) - stoppedAt).toBeLessThan(500);
    expect((await fakeRequestWith(marker)).answered).toBe(false);
    expect((await fakeRequestWith(marker)).answered).toBe(false);

    const notice = page.getByRole('status').filter({ hasText: 'Stopped: the result is incomplete.' });
    await expect(notice).toBeVisible();
    await expect(stop).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Convert Code' })).toBeEnabled();
    await expect(result).not.toHaveValue(/console\.log/);
    await expect(page.getByText(/Converted by/)).toHaveCount(0);
    await expect(page.getByRole('heading', { name: /Dependency map/ })).toHaveCount(0);
  });

  test('leaving the page mid-answer closes the provider request within 500 ms @perf', async ({ page }) => {
    const marker = `leave-${test.info().project.name}-${Date.now()}`;
    await page.getByLabel('Source code').fill(`# STALLS ${marker}\nprint("hi")`);
    await page.getByRole('button', { name: 'Convert Code' }).click();
    await expect(page.getByLabel('Converted code')).toHaveValue(/Converted from/, { timeout: 15_000 });
    // The router keeps the page until the next one has loaded: it is left when it is gone.
    await page.evaluate(() => {
      const heading = document.querySelector('h1');
      new MutationObserver((_changes, observer) => {
        if (heading?.isConnected) return;
        (window as { __leftAt?: number }).__leftAt = Date.now();
        observer.disconnect();
      }).observe(document.body, { childList: true, subtree: true });
    });
    await page
      .getByRole('link', { name: /Email Writer/ })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'AI Email Writer' })).toBeVisible();
    const leftAt = await page.evaluate(() => (window as { __leftAt?: number }).__leftAt ?? Number.NaN);
    expect((await fakeClosedAt(marker)) - leftAt).toBeLessThan(500);
  });

  test('closing the tab mid-answer closes the provider request within 500 ms @perf', async ({ page }) => {
    const marker = `close-${test.info().project.name}-${Date.now()}`;
    await page.getByLabel('Source code').fill(`# STALLS ${marker}\nprint("hi")`);
    await page.getByRole('button', { name: 'Convert Code' }).click();
    await expect(page.getByLabel('Converted code')).toHaveValue(/Converted from/, { timeout: 15_000 });
    const closedTabAt = Date.now();
    await page.close();
    expect((await fakeClosedAt(marker)) - closedTabAt).toBeLessThan(500);
  });
});
