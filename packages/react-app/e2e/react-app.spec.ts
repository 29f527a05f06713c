import { expect, test } from '../../../tooling/playwright/fixtures';

test.describe('Web App', () => {
  test('validates the form, adds a member, filters, and keeps the team after a reload', async ({ page }) => {
    await page.goto('/react-app');
    await expect(page.getByRole('heading', { level: 1, name: 'Web App' })).toBeVisible();
    const members = page.getByRole('list', { name: 'Team members' });
    await expect(members.getByRole('listitem')).toHaveCount(3);

    await page.getByRole('button', { name: 'Add member' }).click();
    await expect(page.getByText('Enter a name.')).toBeVisible();
    await expect(page.getByText('Choose a role.')).toBeVisible();

    await page.getByLabel('Full name').fill('Léa Petit');
    await page.getByLabel('E-mail').fill('camille@halcyonlabs.dev');
    await page.getByLabel('Role', { exact: true }).selectOption('QA');
    await page.getByRole('button', { name: 'Add member' }).click();
    await expect(page.getByText('Someone on the team already uses this address.')).toBeVisible();
    await page.getByLabel('E-mail').fill('lea@example.com');
    await page.getByRole('button', { name: 'Add member' }).click();
    await expect(members.getByRole('listitem')).toHaveCount(4);
    await expect(page.getByLabel('Full name')).toHaveValue('');
    await expect(page.getByLabel('Full name')).toBeFocused();

    await page.getByLabel('Search', { exact: true }).fill('léa');
    await expect(members.getByRole('listitem')).toHaveCount(1);
    await page.getByLabel('Search', { exact: true }).fill('');
    await page.getByRole('button', { name: 'Remove Noah Martin' }).click();
    await expect(page.getByText('3 of 3 members')).toBeVisible();

    await page.reload();
    await expect(page.getByText('3 of 3 members')).toBeVisible();
    await expect(members).toContainText('lea@example.com');
    await expect(members).not.toContainText('Noah Martin');
  });
});
