import { expect } from '@playwright/test';
import { defineFirstAction } from '../../../tooling/playwright/firstAction.ts';

export default defineFirstAction({
  path: '/go-app',
  description: 'Start Server starts the server',
  act: (page) => page.getByRole('button', { name: 'Start Server' }).click(),
  verify: (page) => expect(page.getByText('Listening on :8080')).toBeVisible(),
});
