import { expect } from '@playwright/test';
import { defineFirstAction } from '../../../tooling/playwright/firstAction.ts';

export default defineFirstAction({
  path: '/portfolio-app',
  description: 'the Contact tab opens',
  act: (page) => page.getByRole('tab', { name: 'Contact' }).click(),
  verify: async (page) => {
    await expect(page.getByRole('tab', { name: 'Contact' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('link', { name: 'hello@halcyon.example' })).toBeVisible();
  },
});
