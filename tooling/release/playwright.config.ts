import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '../playwright/chromium.mjs';

// The framework apps of the release rehearsal (frameworks.spec.ts), started by
// tooling/release/framework-apps.mjs, which passes their addresses in FRAMEWORK_ORIGINS.
export default defineConfig({
  testDir: '.',
  testMatch: 'frameworks.spec.ts',
  outputDir: '../../test-results/release/frameworks',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list'], ['json', { outputFile: '../../test-results/frameworks.json' }]],
  timeout: 90_000,
  expect: { timeout: 20_000 },
  // A failing test keeps its screenshot and trace; a passing run writes none (50 PNGs nobody read).
  use: { launchOptions: chromiumLaunchOptions(), trace: 'retain-on-failure', screenshot: 'only-on-failure' },
});
