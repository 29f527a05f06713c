import { expect } from '@playwright/test';
import { defineFirstAction } from '../../../tooling/playwright/firstAction.ts';

export default defineFirstAction({
  path: '/stories-in-the-sky',
  description: 'a click on the sky places a star',
  act: (page) => page.getByRole('application', { name: /Night sky/ }).click({ position: { x: 100, y: 80 } }),
  verify: (page) => expect(page.getByRole('status')).toContainText('1 star placed'),
});
