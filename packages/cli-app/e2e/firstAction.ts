import { expect } from '@playwright/test';
import { defineFirstAction } from '../../../tooling/playwright/firstAction.ts';

export default defineFirstAction({
  path: '/cli-app',
  description: 'a command typed and entered at once runs',
  act: async (page) => {
    const input = page.getByLabel('Command');
    await input.fill('help');
    await input.press('Enter');
  },
  verify: async (page) => {
    await expect(page.getByRole('log', { name: 'Terminal output' })).toContainText('Usage: forge <command>');
    await expect(page.getByLabel('Command')).toHaveValue('');
  },
});
