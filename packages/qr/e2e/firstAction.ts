import { expect } from '@playwright/test';
import { defineFirstAction } from '../../../tooling/playwright/firstAction.ts';

export default defineFirstAction({
  path: '/qr-generator',
  description: 'an address typed at once is encoded',
  act: (page) => page.getByLabel('Website address').fill('example.com/path?q=1'),
  verify: (page) =>
    expect(page.getByRole('region', { name: 'Encoded data' }).locator('pre')).toHaveText(
      'https://example.com/path?q=1',
    ),
});
