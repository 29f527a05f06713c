import { E2E_AI_KEY } from '../../../apps/site/playwright.config';
import { expect, expectLogged, type PageProblems, test } from '../../../tooling/playwright/fixtures';
import { pickFromCombobox } from '../../../tooling/testing/combobox.ts';

/** A failed call logs the 502 response and the page's own message. */
const expectLoggedFailure = (problems: PageProblems, logged: RegExp) =>
  expectLogged(problems, /Failed to load resource: .* 502/, logged);

test.describe('Code converter', () => {
  test('converts with searchable languages and streams the result into the read-only box', async ({
    page,
  }) => {
    const bodies: string[] = [];
    page.on('response', async (response) => {
      try {
        bodies.push(await response.text());
      } catch {
        // Bodies of redirects and aborted requests cannot be read.
      }
    });
    await page.goto('/code-verter');
    await expect(page.getByRole('heading', { level: 1, name: 'Code Converter' })).toBeVisible({
      timeout: 20_000,
    });

    await pickFromCombobox(page, 'Source language', 'pyth', 'Python');
    // Keyboard: type to filter, arrows and Enter to choose.
    const target = page.getByRole('combobox', { name: 'Target language' });
    await target.click();
    await target.fill('java');
    await expect(page.getByRole('option')).toHaveText(['JavaScript', 'Java']);
    await target.press('ArrowDown');
    await expect(page.getByRole('option', { name: 'Java', exact: true })).toHaveAttribute(
      'data-highlighted',
      '',
    );
    await target.press('Enter');
    await expect(target).toHaveValue('Java');

    const source = page.getByLabel('Source code');
    const result = page.getByLabel('Converted code');
    await expect(result).toHaveAttribute('readonly', '');
    await source.fill('# SLOW\nprint("hi")');
    const convert = page.getByRole('button', { name: 'Convert Code' });
    await convert.click();

    await expect(convert).toBeDisabled();
    await expect(page.getByRole('status').filter({ hasText: 'Converting Python to Java…' })).toBeVisible();
    // Streaming: part of the answer shows while the button is still disabled (checked in the page,
    // on every frame, so a slow test machine cannot miss the moment).
    await page.waitForFunction(() => {
      const output = document.querySelector<HTMLTextAreaElement>('textarea[aria-busy="true"]');
      const button = [...document.querySelectorAll('button')].find((b) =>
        b.textContent?.includes('Convert Code'),
      );
      const value = output?.value ?? '';
      return (
        value.startsWith('// Converted from Python to Java\n') &&
        !value.includes('console.log') &&
        button?.disabled
      );
    });
    await expect(result).toHaveValue(
      '// Converted from Python to Java\nconst answer = 42;\nconsole.log(answer);',
    );
    await expect(convert).toBeEnabled();
    await expect(page.getByText('Converting Python to Java…')).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);

    await page.waitForLoadState('networkidle');
    expect(bodies.length).toBeGreaterThan(3);
    for (const body of bodies) expect(body).not.toContain(E2E_AI_KEY);
  });

  test('shows the spec errors for empty code and a failed request', async ({ page, problems }) => {
    await page.goto('/code-verter');
    await expect(page.getByRole('heading', { level: 1, name: 'Code Converter' })).toBeVisible({
      timeout: 20_000,
    });
    const convert = page.getByRole('button', { name: 'Convert Code' });
    await page.getByLabel('Source code').fill('   \n  ');
    await convert.click();
    await expect(page.getByRole('alert')).toHaveText('Please enter some code to convert.');

    await page.getByLabel('Source code').fill('PROVIDER_DOWN');
    await convert.click();
    await expect(page.getByRole('alert')).toHaveText('Failed to convert code. Please try again.');
    await expect(convert).toBeEnabled();
    expectLoggedFailure(problems, /^Code conversion failed:/);
  });

  test('says when the result is cut off and continues it', async ({ page }) => {
    await page.goto('/code-verter');
    await expect(page.getByRole('heading', { level: 1, name: 'Code Converter' })).toBeVisible({
      timeout: 20_000,
    });
    await page.getByLabel('Source code').fill('CUT_OFF');
    await page.getByRole('button', { name: 'Convert Code' }).click();
    const notice = page.getByRole('status').filter({ hasText: 'The result is cut off' });
    await expect(notice).toBeVisible();
    await expect(page.getByLabel('Converted code')).toHaveValue(/function part$/);
    await notice.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByLabel('Converted code')).toHaveValue(
      '// Converted from JavaScript to Python\nfunction partOne() {}\n// continued\n',
    );
    await expect(notice).toHaveCount(0);
  });

  test('without an API key: one calm footer notice, the input checked first, then Convert points to the notice', async ({
    page,
  }) => {
    await page.route('**/api/ai/status', (route) => route.fulfill({ json: { configured: false } }));
    const conversions: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/ai/convert')) conversions.push(request.url());
    });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/code-verter');
    await expect(page.getByRole('heading', { level: 1, name: 'Code Converter' })).toBeVisible({
      timeout: 20_000,
    });
    const notice = page.locator('#main footer').getByRole('status');
    await expect(notice).toHaveText(
      'Code conversion is not available on this site yet: the AI API key must be configured on the server before code can be converted.',
    );
    await expect(page.locator('#main')).not.toContainText('ANTHROPIC');
    // The icon keeps its 16 px beside the wrapped line.
    const icon = await notice.locator('svg').boundingBox();
    expect(icon?.width).toBeGreaterThanOrEqual(12);

    const convert = page.getByRole('button', { name: 'Convert Code' });
    await expect(convert).toBeEnabled();
    await convert.click();
    await expect(page.getByRole('alert')).toHaveText('Please enter some code to convert.');
    await expect(notice).not.toHaveAttribute('data-emphasised');

    await page.getByLabel('Source code').fill('print("hi")');
    await convert.click();
    await expect(notice).toHaveAttribute('data-emphasised', '');
    await expect(notice).toBeInViewport();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByText(/Please try again/)).toHaveCount(0);
    expect(conversions).toEqual([]);
  });

  test('a no-key refusal before the status is known shows the same notice, not an error', async ({
    page,
    problems,
  }) => {
    await page.route('**/api/ai/convert', (route) =>
      route.fulfill({ status: 503, json: { error: 'The AI service is not available.' } }),
    );
    await page.goto('/code-verter');
    await expect(page.getByRole('heading', { level: 1, name: 'Code Converter' })).toBeVisible({
      timeout: 20_000,
    });
    await page.getByLabel('Source code').fill('print("hi")');
    await page.getByRole('button', { name: 'Convert Code' }).click();
    const notice = page.locator('#main footer').getByRole('status');
    await expect(notice).toContainText('the AI API key must be configured on the server');
    await expect(notice).toHaveAttribute('data-emphasised', '');
    await expect(page.getByRole('alert')).toHaveCount(0);
    expectLogged(problems, /Failed to load resource: .* 503/);
  });

  test('on a phone, the result comes into view when a conversion starts', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/code-verter');
    await expect(page.getByRole('heading', { level: 1, name: 'Code Converter' })).toBeVisible({
      timeout: 20_000,
    });
    const result = page.getByLabel('Converted code');
    await page.getByLabel('Source code').fill('const answer = 42;');
    await page.getByRole('button', { name: 'Convert Code' }).click();
    await expect(result).toHaveValue(/Converted from JavaScript to Python/);
    await expect(result).toBeInViewport({ ratio: 0.3 });
  });
});
