import { expect } from '@playwright/test';
import { defineFirstAction } from '../../../tooling/playwright/firstAction.ts';

export default defineFirstAction({
  path: '/constellations',
  description: 'a card opens its constellation',
  act: (page) => page.getByRole('button', { name: /^Orion\b/ }).click(),
  verify: (page) => expect(page.getByRole('dialog', { name: 'Orion' })).toBeVisible(),
});
