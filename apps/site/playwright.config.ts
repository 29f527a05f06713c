import { execFileSync } from 'node:child_process';
import { defineConfig, devices } from '@playwright/test';

/** Debian's Chromium (browsers cannot be downloaded here); CHROMIUM_PATH overrides. */
function chromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  try {
    return execFileSync('which', ['chromium'], { encoding: 'utf8' }).trim();
  } catch {
    throw new Error('Chromium is not installed: run the test command (it installs Debian\'s chromium).');
  }
}

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--headless=new',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const port = Number(process.env.E2E_PORT ?? 4310);
export const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './e2e',
  outputDir: '../../test-results/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list'], ['html', { outputFolder: '../../test-results/playwright-report', open: 'never' }]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    // The production server over the production build (built by the test command beforehand).
    command: `node ${process.env.E2E_SERVER_ENTRY ?? '../server/dist/main.js'}`,
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      ...(process.env.E2E_SITE_DIR ? { SITE_DIR: process.env.E2E_SITE_DIR } : {}),
      PORT: String(port),
      HOST: '127.0.0.1',
      NOTES_DATA_DIR: `../../.tmp/e2e-notes-${port}`,
    },
  },
});
