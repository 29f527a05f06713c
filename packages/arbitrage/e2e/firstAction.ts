import { expect } from '@playwright/test';
import { defineFirstAction } from '../../../tooling/playwright/firstAction.ts';

export default defineFirstAction({
  path: '/arbitrage-bot',
  description: 'Start Bot starts the bot',
  act: (page) => page.getByRole('button', { name: 'Start Bot' }).click(),
  verify: async (page) => {
    await expect(page.getByText('Running', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Stop Bot' })).toBeVisible();
  },
});
