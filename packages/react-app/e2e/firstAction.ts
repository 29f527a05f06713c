import { expect } from '@playwright/test';
import { defineFirstAction } from '../../../tooling/playwright/firstAction.ts';

export default defineFirstAction({
  path: '/react-app',
  description: 'a member typed and added at once joins the team',
  act: async (page) => {
    await page.getByLabel('Full name').fill('Léa Petit');
    await page.getByLabel('E-mail').fill('lea@example.com');
    await page.getByLabel('Role', { exact: true }).selectOption('QA');
    await page.getByRole('button', { name: 'Add member' }).click();
  },
  verify: async (page) => {
    const members = page.getByRole('list', { name: 'Team members' });
    await expect(members.getByRole('listitem')).toHaveCount(4);
    await expect(members).toContainText('Léa Petit');
  },
});
