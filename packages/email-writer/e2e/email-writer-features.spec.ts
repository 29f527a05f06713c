import type { Page } from '@playwright/test';
import { seriousAxeFindings } from '../../../tooling/playwright/axe';
import { expect, expectLogged, test } from '../../../tooling/playwright/fixtures';

async function open(page: Page) {
  await page.goto('/email-writer');
  await expect(page.getByRole('heading', { level: 1, name: 'AI Email Writer' })).toBeVisible({
    timeout: 20_000,
  });
}

async function generate(page: Page, thoughts: string) {
  await page.getByLabel('Your thoughts').fill(thoughts);
  await page.getByRole('button', { name: 'Generate email' }).click();
  await expect(page.getByRole('button', { name: 'Generate email' })).toBeEnabled();
}

const draft = (page: Page) => page.getByRole('region', { name: 'Generated email' }).locator('pre').first();

test.describe('Email writer: refine, reply language, length, subject lines, check before sending', () => {
  test.use({ locale: 'en-US' });

  test('refines the draft with each kind of instruction and undoes back to the first draft', async ({
    page,
  }) => {
    await open(page);
    await generate(page, 'launch moves to Tuesday');
    const first = 'Hello team,\n\nThis is a professional email in English.\n\nBest regards,\nAlex';
    await expect(draft(page)).toHaveText(first);
    await page.getByRole('button', { name: 'Shorter' }).click();
    await expect(draft(page)).toContainText('Refined: Make it shorter');
    await page.getByLabel('Your own instruction').fill('mention the demo on Friday');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(draft(page)).toContainText(
      'Refined: Follow this instruction from the writer: mention the demo on Friday',
    );
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(draft(page)).toContainText('Refined: Make it shorter');
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(draft(page)).toHaveText(first);
    await expect(page.getByRole('button', { name: 'Undo' })).toBeDisabled();
  });

  test('a refine that breaks midway keeps the last good draft', async ({ page, problems }) => {
    await open(page);
    await generate(page, 'launch moves REFINE_BREAKS');
    const before = await draft(page).textContent();
    await page.getByRole('button', { name: 'Friendlier' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Sorry, the draft could not be refined. Your previous draft is kept.',
    );
    await expect(draft(page)).toHaveText(before ?? '');
    expectLogged(problems, /^Email refine failed:/);
  });

  test('writes in a chosen language and length, or in the language of the replied-to email', async ({
    page,
  }) => {
    await open(page);
    const reply = page.getByLabel('Reply language');
    await expect(reply).toHaveValue('interface');
    await expect(reply.getByRole('option', { name: "Same as the email I'm replying to" })).toBeDisabled();
    await reply.selectOption('de');
    await expect(page.getByLabel('Length')).toHaveValue('medium');
    await page.getByLabel('Length').selectOption('short');
    await generate(page, 'launch moves to Tuesday');
    await expect(draft(page)).toContainText('This is a professional email in German (short).');

    await page.getByRole('button', { name: 'Add context (optional)' }).click();
    await page.getByLabel('Email you are replying to').fill('Hola, ¿podemos vernos el martes?');
    await reply.selectOption('context');
    await page.getByLabel('Length').selectOption('long');
    await page.getByRole('button', { name: 'Generate email' }).click();
    await expect(draft(page)).toContainText(
      'in the language of the email being replied to (long), replying to your message.',
    );
  });

  test('suggests three copyable subject lines, and explains an answer it cannot read', async ({
    page,
    context,
    problems,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await open(page);
    await generate(page, 'launch moves to Tuesday');
    await page.getByRole('button', { name: 'Suggest subject lines' }).click();
    const subjects = page.getByRole('region', { name: 'Subject lines' }).getByRole('listitem');
    await expect(subjects).toHaveCount(3);
    await expect(subjects.first()).toContainText('Launch moves to Tuesday');
    await page.getByRole('button', { name: 'Copy subject line 2' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('Update on the launch date');

    await generate(page, 'launch SUBJECTS_NOT_JSON');
    await page.getByRole('button', { name: 'Suggest subject lines' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Sorry, no subject lines could be suggested. Please try again.',
    );
    expectLogged(problems, /Failed to load resource: .* 502/, /^Subject lines failed:/);
  });

  test('checks before sending: marks facts the notes do not give, without a request', async ({ page }) => {
    await open(page);
    await generate(page, 'FACTS launch moves to Tuesday');
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.getByRole('button', { name: 'Check before sending' }).click();
    await expect(page.getByTestId('checked-draft').locator('mark')).toHaveText([
      '$4,500',
      'March 3',
      'anna@example.com',
      'Alex',
    ]);
    expect(requests).toEqual([]);
  });
  for (const theme of ['dark', 'light'] as const) {
    test(`the options, refine, subject lines and check pass axe in the ${theme} theme`, async ({ page }) => {
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
      await open(page);
      await generate(page, 'FACTS launch moves to Tuesday');
      await page.getByRole('button', { name: 'Suggest subject lines' }).click();
      await expect(page.getByRole('region', { name: 'Subject lines' }).getByRole('listitem')).toHaveCount(3);
      await page.getByRole('button', { name: 'Check before sending' }).click();
      await expect(page.getByTestId('checked-draft').locator('mark').first()).toBeVisible();
      expect(await seriousAxeFindings(page)).toEqual([]);
    });
  }
});
