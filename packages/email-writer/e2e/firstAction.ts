import { expect } from '@playwright/test';
import { defineFirstAction } from '../../../tooling/playwright/firstAction.ts';

export default defineFirstAction({
  path: '/email-writer',
  description: 'thoughts typed and sent with Ctrl+Enter at once generate an email',
  act: async (page) => {
    const thoughts = page.getByLabel('Your thoughts');
    await thoughts.fill('The launch moves to Tuesday');
    await thoughts.press('Control+Enter');
  },
  verify: (page) =>
    expect(page.locator('pre')).toContainText('This is a professional email in English.', {
      timeout: 20_000,
    }),
});
