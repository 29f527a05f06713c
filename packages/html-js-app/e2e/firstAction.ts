import { expect } from '@playwright/test';
import { defineFirstAction } from '../../../tooling/playwright/firstAction.ts';

export default defineFirstAction({
  path: '/html-js-app',
  description: 'a task typed and entered at once is added',
  act: async (page) => {
    const input = page.getByLabel('New task');
    await input.fill('Ship the release');
    await input.press('Enter');
  },
  verify: async (page) => {
    await expect(page.getByRole('list', { name: 'Tasks' })).toContainText('Ship the release');
    await expect(page.getByLabel('New task')).toHaveValue('');
  },
});
