import { expect } from '@playwright/test';
import { defineFirstAction } from '../../../tooling/playwright/firstAction.ts';

export default defineFirstAction({
  path: '/ipfs-deployment',
  description: 'Run Simulation deploys and shows the deployment info',
  act: (page) => page.getByRole('button', { name: 'Run Simulation' }).click(),
  verify: (page) =>
    expect(page.getByRole('heading', { name: 'Deployment info' })).toBeVisible({ timeout: 30_000 }),
});
