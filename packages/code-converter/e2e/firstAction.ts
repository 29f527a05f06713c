import { expect } from '@playwright/test';
import { defineFirstAction } from '../../../tooling/playwright/firstAction.ts';

export default defineFirstAction({
  path: '/code-verter',
  description: 'Convert Code with no source says what is missing',
  act: (page) => page.getByRole('button', { name: 'Convert Code' }).click(),
  verify: (page) => expect(page.getByText('Please enter some code to convert.')).toBeVisible(),
});
