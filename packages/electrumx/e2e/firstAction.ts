import { expect } from '@playwright/test';
import { defineFirstAction } from '../../../tooling/playwright/firstAction.ts';

export default defineFirstAction({
  path: '/electrumx',
  description: 'Copy copies the installer and shows Copied!',
  permissions: ['clipboard-read', 'clipboard-write'],
  act: (page) => page.getByRole('button', { name: 'Copy', exact: true }).click(),
  verify: async (page) => {
    await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('ElectrumX');
  },
});
