import { expect } from '@playwright/test';
import { defineFirstAction } from '../../../tooling/playwright/firstAction.ts';

export default defineFirstAction({
  path: '/bash-app',
  description: 'Run Deployment Script starts the deployment',
  act: (page) => page.getByRole('button', { name: 'Run Deployment Script' }).click(),
  verify: (page) => expect(page.getByRole('progressbar')).not.toHaveAttribute('aria-valuenow', '0'),
});
