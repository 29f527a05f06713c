import { expect, test } from '../../../tooling/playwright/fixtures';

test.describe('CLI tool', () => {
  test('runs commands, reports unknown ones, and clears', async ({ page }) => {
    await page.goto('/cli-app');
    const terminal = page.getByRole('log', { name: 'Terminal output' });
    const input = page.getByLabel('Command');

    await input.fill('  HELP  ');
    await input.press('Enter');
    await expect(terminal).toContainText('~/my-app $ HELP');
    await expect(terminal).toContainText('Usage: forge <command>');
    await expect(input).toHaveValue('');

    await input.fill('frobnicate');
    await input.press('Enter');
    await expect(terminal).toContainText('Command not found: frobnicate');
    await expect(terminal).toContainText("Type 'help' for available commands");

    await page.getByRole('button', { name: '--version', exact: true }).click();
    await expect(terminal).toContainText('forge v');

    // History recall: quick commands count as typed ones.
    await input.press('ArrowUp');
    await expect(input).toHaveValue('--version');
    await input.press('ArrowUp');
    await expect(input).toHaveValue('frobnicate');
    await input.press('ArrowDown');
    await input.press('ArrowDown');
    await expect(input).toHaveValue('');

    await page.getByRole('button', { name: 'clear', exact: true }).click();
    await expect(terminal).not.toContainText('forge v');
  });
});
