import { expect } from '@playwright/test';
import { defineFirstAction } from '../../../tooling/playwright/firstAction.ts';

export default defineFirstAction({
  path: '/jc-boat-services',
  description: 'the open-in-a-new-tab link opens the site',
  native: true,
  act: (page) => page.getByRole('link', { name: /in a new tab/ }).click(),
  verify: async (page) => {
    await expect.poll(() => page.context().pages().length).toBe(2);
  },
});
