import { expect } from '@playwright/test';
import { defineFirstAction } from '../../../tooling/playwright/firstAction.ts';

export default defineFirstAction({
  path: '/bitcoin-docker',
  description: 'the Bitcoin Config tab opens',
  act: (page) => page.getByRole('tab', { name: 'Bitcoin Config' }).click(),
  verify: async (page) => {
    await expect(page.getByRole('tab', { name: 'Bitcoin Config' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toContainText('dbcache=4096');
  },
});
