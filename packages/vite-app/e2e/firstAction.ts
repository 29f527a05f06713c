import { expect } from '@playwright/test';
import { defineFirstAction } from '../../../tooling/playwright/firstAction.ts';

export default defineFirstAction({
  path: '/vite-app',
  description: 'Run Production Build starts a build',
  act: (page) => page.getByRole('button', { name: 'Run Production Build' }).click(),
  verify: (page) => expect(page.getByRole('log', { name: 'Terminal output' })).toContainText('vite'),
});
