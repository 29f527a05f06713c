import { expect } from '@playwright/test';
import { defineFirstAction } from '../../../tooling/playwright/firstAction.ts';

export default defineFirstAction({
  path: '/kali-docker',
  description: 'Copy Script copies the script and shows Copied!',
  permissions: ['clipboard-read', 'clipboard-write'],
  act: (page) => page.getByRole('button', { name: 'Copy Script' }).click(),
  verify: async (page) => {
    await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('#!/usr/bin/env bash');
  },
});
