import { expect } from '@playwright/test';
import { defineFirstAction } from '../../../tooling/playwright/firstAction.ts';

export default defineFirstAction({
  path: '/powershell-app',
  description: 'Run System Audit starts the audit',
  act: (page) => page.getByRole('button', { name: 'Run System Audit' }).click(),
  verify: (page) =>
    expect(page.getByRole('log', { name: 'PowerShell output' })).toContainText('Win32_LogicalDisk', {
      timeout: 20_000,
    }),
});
