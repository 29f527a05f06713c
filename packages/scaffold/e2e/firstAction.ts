import { expect } from '@playwright/test';
import { defineFirstAction } from '../../../tooling/playwright/firstAction.ts';

export default defineFirstAction({
  path: '/scaffold-generator',
  description: 'the Custom template empties the tree',
  act: (page) => page.getByRole('button', { name: /^Custom/ }).click(),
  verify: async (page) => {
    await expect(page.getByRole('button', { name: 'Copy tree' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Bash Script' })).toBeDisabled();
  },
});
