import { expect, expectLogged, type PageProblems, test } from '../../../tooling/playwright/fixtures';

const TONES = [
  ['Professional', 'professional'],
  ['Warm', 'warm'],
  ['Concise', 'concise'],
  ['Formal', 'formal'],
  ['Casual', 'casual'],
  ['Persuasive', 'persuasive'],
] as const;

/** A failed call logs the 502 response and the page's own message. */
const expectLoggedFailure = (problems: PageProblems, logged: RegExp) =>
  expectLogged(problems, /Failed to load resource: .* 502/, logged);

test.describe('Email writer', () => {
  test.use({ locale: 'en-US' });

  test('generates an email in each tone, with a spinner while crafting', async ({ page }) => {
    await page.goto('/email-writer');
    await expect(page.getByRole('heading', { level: 1, name: 'AI Email Writer' })).toBeVisible({
      timeout: 20_000,
    });
    const generate = page.getByRole('button', { name: 'Generate email' });
    await expect(generate).toBeDisabled();
    await expect(page.getByText('Your email will appear here')).toBeVisible();
    await expect(page.getByText('Write your thoughts, choose a tone, then generate.')).toBeVisible();
    await expect(page.getByRole('radio', { name: /Professional/ })).toBeChecked();

    const thoughts = page.getByLabel('Your thoughts');
    await thoughts.fill('   ');
    await expect(generate).toBeDisabled();
    await thoughts.fill('SLOW launch moves to Tuesday');
    await generate.click();
    const crafting = page.getByRole('button', { name: 'Crafting email…' });
    await expect(crafting).toBeDisabled();
    const output = page.locator('pre');
    await expect(output).toHaveText(
      'Hello team,\n\nThis is a professional email in English.\n\nBest regards,\nAlex',
    );
    await expect(generate).toBeEnabled();

    await thoughts.fill('launch moves to Tuesday');
    for (const [label, tone] of TONES) {
      await page.getByText(label, { exact: true }).click();
      await expect(page.getByRole('radio', { name: new RegExp(label) })).toBeChecked();
      await expect(page.getByRole('radio', { checked: true })).toHaveCount(1);
      await generate.click();
      await expect(output).toContainText(`This is a ${tone} email in English.`);
    }
  });

  test('toggles the context section and sends context only when given', async ({ page }) => {
    await page.goto('/email-writer');
    await expect(page.getByRole('heading', { level: 1, name: 'AI Email Writer' })).toBeVisible({
      timeout: 20_000,
    });
    const context = page.getByLabel('Email you are replying to');
    await expect(context).toBeHidden();
    await page.getByRole('button', { name: 'Add context (optional)' }).click();
    await expect(context).toBeVisible();
    await context.fill('Can we meet on Thursday?');
    await page.getByLabel('Your thoughts').fill('yes, 10am works');
    await page.getByRole('button', { name: 'Generate email' }).click();
    await expect(page.locator('pre')).toContainText('replying to your message.');

    await context.fill('   ');
    await page.getByRole('button', { name: 'Generate email' }).click();
    await expect(page.locator('pre')).toContainText('This is a professional email in English.\n');
    await page.getByRole('button', { name: 'Hide context' }).click();
    await expect(context).toBeHidden();
  });

  test('generates with Ctrl+Enter and copies the email', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/email-writer');
    await expect(page.getByRole('heading', { level: 1, name: 'AI Email Writer' })).toBeVisible({
      timeout: 20_000,
    });
    const thoughts = page.getByLabel('Your thoughts');
    await expect(page.getByText('Ctrl + Enter')).toBeVisible();
    await thoughts.fill('thank the team');
    await thoughts.press('Control+Enter');
    const output = page.locator('pre');
    await expect(output).toContainText('This is a professional email in English.');

    await page.getByRole('button', { name: 'Copy' }).click();
    await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await output.textContent());
    await expect(page.getByRole('button', { name: 'Copy' })).toBeVisible({ timeout: 4000 });
  });

  test('switches the interface language, which also sets the email language', async ({ page, problems }) => {
    await page.goto('/email-writer');
    await expect(page.getByRole('heading', { level: 1, name: 'AI Email Writer' })).toBeVisible({
      timeout: 20_000,
    });
    await page.getByLabel('Interface language').selectOption('fr');
    await expect(page.getByRole('heading', { level: 1, name: "Rédacteur d'e-mails IA" })).toBeVisible();
    await expect(page.getByText('Conseils de pro')).toBeVisible();
    await page.getByLabel('Vos idées').fill('réunion déplacée');
    await page.getByText('Chaleureux', { exact: true }).click();
    await page.getByRole('button', { name: "Générer l'e-mail" }).click();
    await expect(page.locator('pre')).toContainText('This is a warm email in French.');

    await page.getByLabel("Langue de l'interface").selectOption('es');
    await page.getByLabel('Tus ideas').fill('PROVIDER_DOWN');
    await page.getByRole('button', { name: 'Generar correo' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Lo sentimos, se produjo un error al generar tu correo. Inténtalo de nuevo.',
    );
    expectLoggedFailure(problems, /^Email generation failed:/);
  });

  test('toggles the theme from its header', async ({ page }) => {
    await page.goto('/email-writer');
    await expect(page.getByRole('heading', { level: 1, name: 'AI Email Writer' })).toBeVisible({
      timeout: 20_000,
    });
    const main = page.locator('#main');
    await main.getByRole('button', { name: 'Switch to light theme' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await main.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });

  test('without an API key: one calm notice by the button, which Generate points to', async ({ page }) => {
    await page.route('**/api/ai/status', (route) => route.fulfill({ json: { configured: false } }));
    const calls: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/ai\/email/.test(request.url())) calls.push(request.url());
    });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/email-writer');
    await expect(page.getByRole('heading', { level: 1, name: 'AI Email Writer' })).toBeVisible({
      timeout: 20_000,
    });
    const notice = page.getByRole('status').filter({ hasText: 'the AI API key must be configured' });
    await expect(notice).toHaveText(
      'Email writing is not available on this site yet: the AI API key must be configured on the server before emails can be generated.',
    );
    await expect(page.locator('#main')).not.toContainText('ANTHROPIC');
    expect((await notice.locator('svg').boundingBox())?.width).toBeGreaterThanOrEqual(12);

    const generate = page.getByRole('button', { name: 'Generate email' });
    await expect(generate).toBeDisabled();
    await page.getByLabel('Your thoughts').fill('launch moves to Tuesday');
    await generate.click();
    await expect(notice).toHaveAttribute('data-emphasised', '');
    await expect(notice).toBeInViewport();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByText(/Please try again/)).toHaveCount(0);
    await expect(page.getByText('Your email will appear here')).toBeVisible();
    expect(calls).toEqual([]);
  });

  test('with a key, a failure is said next to the button at 1280 px, where the visitor is', async ({
    page,
    problems,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/email-writer');
    await expect(page.getByRole('heading', { level: 1, name: 'AI Email Writer' })).toBeVisible({
      timeout: 20_000,
    });
    await page.getByLabel('Your thoughts').fill('PROVIDER_DOWN');
    const generate = page.getByRole('button', { name: 'Generate email' });
    await generate.scrollIntoViewIfNeeded();
    await generate.click();
    const alert = page.getByRole('alert');
    await expect(alert).toHaveText('Sorry, there was an error generating your email. Please try again.');
    await expect(alert).toBeInViewport();
    await expect(generate).toBeInViewport();
    // The draft panel says it too (spec §8).
    await expect(page.locator('pre')).toHaveText(
      'Sorry, there was an error generating your email. Please try again.',
    );
    expectLoggedFailure(problems, /^Email generation failed:/);
  });

  test('on a phone, the draft comes into view as it is written', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/email-writer');
    await expect(page.getByRole('heading', { level: 1, name: 'AI Email Writer' })).toBeVisible({
      timeout: 20_000,
    });
    await page.getByLabel('Your thoughts').fill('launch moves to Tuesday');
    await page.getByRole('button', { name: 'Generate email' }).click();
    await expect(page.locator('pre')).toContainText('Hello team');
    await expect(page.getByRole('region', { name: 'Generated email' })).toBeInViewport({ ratio: 0.3 });
  });
});
