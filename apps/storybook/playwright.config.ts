import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '../../tooling/playwright/chromium.mjs';

const port = Number(process.env.STORYBOOK_TEST_PORT ?? 4390);

/** Opens every story of the built Storybook and fails on any render error. */
export default defineConfig({
  testDir: './e2e',
  outputDir: '../../test-results/storybook',
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  expect: { toHaveScreenshot: { maxDiffPixelRatio: 0.01, threshold: 0.2 } },
  workers: process.env.CI ? 2 : undefined,
  reporter: [['list'], ['json', { outputFile: '../../test-results/storybook.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: chromiumLaunchOptions(),
  },
  webServer: {
    command: `node ../../tooling/scripts/static-server.mjs storybook-static ${port}`,
    url: `http://127.0.0.1:${port}/index.json`,
    reuseExistingServer: false,
  },
});
