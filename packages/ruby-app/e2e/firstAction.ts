import { expect } from '@playwright/test';
import { defineFirstAction } from '../../../tooling/playwright/firstAction.ts';

export default defineFirstAction({
  path: '/ruby-app',
  description: 'Show Code reveals the Ruby source',
  act: (page) => page.getByRole('button', { name: 'Show Code' }).click(),
  verify: (page) =>
    expect(page.getByRole('region', { name: 'Ruby source' })).toContainText('class DataProcessor'),
});
