import { expect, test } from '../../../tooling/playwright/fixtures';

test.describe('HTML/JS todo list', () => {
  test('adds with Enter and the button, ignores blanks, toggles and deletes', async ({ page, problems }) => {
    await page.goto('/html-js-app');
    await expect(page.getByRole('heading', { level: 1, name: 'HTML/JavaScript' })).toBeVisible();
    const tasks = page.getByRole('list', { name: 'Tasks' }).getByRole('listitem');
    const initial = await tasks.count();
    const input = page.getByLabel('New task');

    await input.fill('Ship the release');
    await input.press('Enter');
    await expect(tasks).toHaveCount(initial + 1);
    await expect(input).toHaveValue('');

    await input.fill('   ');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(tasks).toHaveCount(initial + 1);

    await input.fill('Write the changelog');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(tasks.last()).toContainText('Write the changelog');

    const checkbox = page.getByRole('checkbox', { name: 'Ship the release' });
    await checkbox.check();
    await expect(checkbox).toBeChecked();

    await page.getByRole('button', { name: 'Delete "Write the changelog"' }).click();
    await expect(page.getByText('Write the changelog')).toHaveCount(0);
    expect(problems.consoleErrors).toEqual([]);
  });
});
