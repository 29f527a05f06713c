import { expect } from '@playwright/test';
import { defineFirstAction } from '../../../tooling/playwright/firstAction.ts';

// A write-up with no controls of its own: its first input is the header's theme toggle.
export default defineFirstAction({
  path: '/python-app',
  description: 'the theme toggle switches to light',
  hostOnly: true,
  act: (page) => page.getByRole('button', { name: 'Switch to light theme' }).click(),
  verify: async (page) => {
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(page.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible();
  },
});
