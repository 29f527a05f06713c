import type { Page } from '@playwright/test';
import { seriousAxeFindings } from '../../../tooling/playwright/axe';
import { expect, expectLogged, test } from '../../../tooling/playwright/fixtures';
import { pickFromCombobox } from '../../../tooling/testing/combobox.ts';

async function open(page: Page) {
  await page.goto('/code-verter');
  await expect(page.getByRole('heading', { level: 1, name: 'Code Converter' })).toBeVisible({
    timeout: 20_000,
  });
}

test.describe('Code converter: editors, files, descriptions, dependency map', () => {
  test('the source is typeable at once and gets highlighted on demand without losing the text', async ({
    page,
    problems,
  }) => {
    const highlighterRequests: string[] = [];
    page.on('request', (request) => {
      if (/\/prism[^/]*\.js$/.test(request.url())) highlighterRequests.push(request.url());
    });
    await open(page);
    const source = page.getByLabel('Source code');
    await source.fill('const greeting = "hi";');
    await expect(source).toHaveAttribute('data-highlighted', '', { timeout: 15_000 });
    await expect(source).toHaveValue('const greeting = "hi";');
    const highlight = page.getByTestId('code-highlight').first();
    await expect(highlight.locator('.token.keyword').first()).toHaveText('const');
    await expect(highlight.locator('.token.string').first()).toHaveText('"hi"');
    expect(highlighterRequests.length).toBeGreaterThan(0);

    // A language picked later loads its own grammar.
    await pickFromCombobox(page, 'Source language', 'rust', 'Rust');
    await source.fill('fn main() { let x = 5; }');
    await expect(highlight.locator('.token.keyword').first()).toHaveText('fn');
    expect(problems.consoleErrors).toEqual([]);
  });

  test('opens a file (language from its extension), refuses a large one, downloads with the target extension', async ({
    page,
  }) => {
    await open(page);
    const input = page.getByLabel('Source file');
    await input.setInputFiles({
      name: 'main.py',
      mimeType: 'text/x-python',
      buffer: Buffer.from('print("hi")\n'),
    });
    await expect(page.getByLabel('Source code')).toHaveValue('print("hi")\n');
    await expect(page.getByRole('combobox', { name: 'Source language' })).toHaveValue('Python');
    await expect(page.locator('[data-file-name]')).toHaveText('main.py');
    await expect(page.locator('[data-file-name]')).toBeVisible();

    await pickFromCombobox(page, 'Target language', 'java', 'Java');
    await page.getByRole('button', { name: 'Convert Code' }).click();
    await expect(page.getByLabel('Converted code')).toHaveValue(/^\/\/ Converted from Python to Java/);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download' }).click();
    expect((await download).suggestedFilename()).toBe('main.java');

    await input.setInputFiles({
      name: 'huge.js',
      mimeType: 'text/javascript',
      buffer: Buffer.alloc(256 * 1024 + 1, 'a'),
    });
    await expect(page.getByRole('alert')).toHaveText(
      'This file is too large: the converter opens files up to 256 KB.',
    );
    await expect(page.getByLabel('Source code')).toHaveValue('print("hi")\n');
  });

  test('turns a natural-language description into code, with no dependency map', async ({ page }) => {
    await open(page);
    await pickFromCombobox(page, 'Source language', 'natural', 'Natural language');
    await page.getByLabel('Description').fill('add two numbers');
    await expect(page.getByRole('button', { name: 'Swap languages' })).toBeDisabled();
    await page.getByRole('button', { name: 'Convert Code' }).click();
    await expect(page.getByLabel('Converted code')).toHaveValue(
      '// Written in Python from a description\nconst answer = 42;',
    );
    await expect(page.getByRole('region', { name: 'Dependency map' })).toHaveCount(0);
  });

  test('shows the dependency map after the code, with no equivalent where the model says so', async ({
    page,
  }) => {
    await open(page);
    await pickFromCombobox(page, 'Source language', 'pyth', 'Python');
    await pickFromCombobox(page, 'Target language', 'rust', 'Rust');
    await page.getByLabel('Source code').fill('import json\nimport tkinter\n');
    await page.getByRole('button', { name: 'Convert Code' }).click();
    const map = page.getByRole('region', { name: 'Dependency map' });
    await expect(map.getByRole('row')).toHaveText([
      'PythonRust equivalentNote',
      'jsonjson-rust',
      'tkinterno equivalentNothing like it in Rust.',
    ]);
    await expect(page.getByLabel('Converted code')).toHaveValue(/^\/\/ Converted from Python to Rust/);
  });

  test('explains a dependency map that is not valid JSON and keeps the code', async ({ page, problems }) => {
    await open(page);
    await page.getByLabel('Source code').fill('import fs from "fs"; // DEPS_NOT_JSON');
    await page.getByRole('button', { name: 'Convert Code' }).click();
    await expect(page.getByRole('region', { name: 'Dependency map' })).toContainText(
      'The dependency map could not be read: the AI did not answer in the expected format. The converted code is not affected.',
    );
    await expect(page.getByLabel('Converted code')).toHaveValue(/^\/\/ Converted from JavaScript to Python/);
    await expect(page.getByRole('alert')).toHaveCount(0);
    expectLogged(problems, /Failed to load resource: .* 502/);
  });

  test('a stream that stops mid-answer is a failure, not a finished result', async ({ page, problems }) => {
    await open(page);
    await page.getByLabel('Source code').fill('STREAM_STOPS');
    await page.getByRole('button', { name: 'Convert Code' }).click();
    await expect(page.getByRole('alert')).toHaveText('Failed to convert code. Please try again.');
    await expect(page.getByRole('button', { name: 'Convert Code' })).toBeEnabled();
    expectLogged(problems, /^Code conversion failed:/);
  });
  for (const theme of ['dark', 'light'] as const) {
    test(`the editors, file controls and dependency map pass axe in the ${theme} theme`, async ({ page }) => {
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
      await open(page);
      await pickFromCombobox(page, 'Source language', 'pyth', 'Python');
      await page.getByLabel('Source code').fill('import json\nimport tkinter\n# a comment\nx = "text" * 2\n');
      await page.getByRole('button', { name: 'Convert Code' }).click();
      await expect(page.getByRole('region', { name: 'Dependency map' }).getByRole('row')).toHaveCount(3);
      await expect(page.getByLabel('Source code')).toHaveAttribute('data-highlighted', '', {
        timeout: 15_000,
      });
      expect(await seriousAxeFindings(page)).toEqual([]);
    });

    test(`both syntax-check verdicts, the marked line included, pass axe in the ${theme} theme`, async ({
      page,
    }) => {
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
      await open(page);
      const verdict = page.getByRole('status').filter({ hasText: /^Syntax (check passed|error at line)/ });
      // The fake answers JavaScript-like code whatever the target: an error in Python, a pass in JavaScript.
      await pickFromCombobox(page, 'Source language', 'javas', 'JavaScript');
      await pickFromCombobox(page, 'Target language', 'pyth', 'Python');
      await page.getByLabel('Source code').fill('console.log("axe");');
      await page.getByRole('button', { name: 'Convert Code' }).click();
      await expect(verdict).toHaveText(/^Syntax error at line 1/);
      await expect(page.getByTestId('marked-line')).toBeVisible();
      expect(await seriousAxeFindings(page)).toEqual([]);

      await page.getByRole('button', { name: 'Swap languages' }).click();
      await page.getByRole('button', { name: 'Convert Code' }).click();
      await expect(verdict).toHaveText('Syntax check passed');
      expect(await seriousAxeFindings(page)).toEqual([]);
    });
  }
});
