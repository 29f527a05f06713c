import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from '../../tooling/playwright/chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 4310);
export const baseURL = `http://127.0.0.1:${port}`;
const aiFakePort = Number(process.env.E2E_AI_FAKE_PORT ?? port + 1000);
/** The local fake of the AI providers (apps/server/src/ai/fakeMessagesApi.ts); GET /requests lists what reached it. */
export const E2E_AI_FAKE_URL = `http://127.0.0.1:${aiFakePort}`;
/** A dummy API key: never a real one. The AI specs check that no response ever contains it. */
export const E2E_AI_KEY = 'sk-ant-e2e-dummy-key-7f3a9c';

/**
 * The provider the server talks to, all through the same fake speaking each wire protocol:
 * E2E_AI_PROVIDER=anthropic (default), openai, openai-compatible (as Ollama: no key, a local
 * model) or gemini. The AI specs pass on each.
 */
const AI_PROVIDERS = {
  anthropic: {
    model: 'claude-sonnet-5-5',
    env: { ANTHROPIC_API_KEY: E2E_AI_KEY, ANTHROPIC_BASE_URL: E2E_AI_FAKE_URL },
  },
  openai: {
    model: 'gpt-5-mini',
    env: { AI_PROVIDER: 'openai', OPENAI_API_KEY: E2E_AI_KEY, OPENAI_BASE_URL: `${E2E_AI_FAKE_URL}/v1` },
  },
  'openai-compatible': {
    model: 'llama3.1:8b',
    env: {
      AI_PROVIDER: 'openai-compatible',
      OPENAI_BASE_URL: `${E2E_AI_FAKE_URL}/v1`,
      AI_CONVERT_MODEL: 'llama3.1:8b',
      AI_EMAIL_MODEL: 'llama3.1:8b',
    },
  },
  gemini: {
    model: 'gemini-2.5-flash',
    env: { AI_PROVIDER: 'gemini', GEMINI_API_KEY: E2E_AI_KEY, GEMINI_BASE_URL: E2E_AI_FAKE_URL },
  },
} as const;
const aiProvider = AI_PROVIDERS[(process.env.E2E_AI_PROVIDER ?? 'anthropic') as keyof typeof AI_PROVIDERS];
if (!aiProvider) throw new Error(`E2E_AI_PROVIDER must be one of ${Object.keys(AI_PROVIDERS).join(', ')}.`);
/** The model the pages should name after an answer. */
export const E2E_AI_MODEL = aiProvider.model;

export default defineConfig({
  // The site's own specs (shell, crawl, budgets of loading) and each page's flow specs, which live in
  // their package beside its first action (packages/<dir>/e2e).
  testDir: '../..',
  testMatch: ['apps/site/e2e/**/*.spec.ts', 'packages/*/e2e/**/*.spec.ts'],
  outputDir: '../../test-results/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [
    ['list'],
    // E2E_REPORT names the JSON report, so a second run (the AI specs on another provider) keeps the first's.
    ['json', { outputFile: `../../test-results/${process.env.E2E_REPORT ?? 'e2e'}.json` }],
    [
      'html',
      { outputFolder: `../../test-results/${process.env.E2E_REPORT ?? 'playwright'}-report`, open: 'never' },
    ],
  ],
  timeout: 30_000,
  // Committed screenshots (crawl.spec.ts states what they cover and the tolerance).
  snapshotPathTemplate: join(import.meta.dirname, 'e2e/__screenshots__/{arg}{ext}'),
  expect: { timeout: 7_000, toHaveScreenshot: { maxDiffPixelRatio: 0.01, threshold: 0.2 } },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions(),
    // The site's service worker (public/boot.js registers it) precaches the whole build after the
    // first load: in every other spec that would be megabytes of background downloads per test and
    // responses that page.route() cannot see. offline-sw.spec.ts allows it and tests it.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      grepInvert: /@perf/,
      testIgnore: /(first-input|layout-shift)\.spec\.ts/,
    },
    // Every route's first input on a throttled phone (the spec throttles CPU and network itself).
    // The embed spec runs once, on the desktop project: framing, the height script, the URL's theme and
    // the first action do not depend on the device, and a page's phone layout is the crawl's (390 and 320 px).
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], channel: undefined },
      testMatch: /first-input\.spec\.ts/,
      timeout: 90_000,
      expect: { timeout: 20_000 },
    },
    // Layout shifts while each page loads, once the desktop and phone projects are done: what moves in
    // a page's first frames depends on when its stylesheets and fonts arrive, and with the phone
    // project's throttled pages beside them a clean-clone run once measured 0.024 on / (0.000 alone).
    {
      name: 'layout',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testMatch: /layout-shift\.spec\.ts/,
      dependencies: ['chromium', 'phone'],
    },
    // Timing checks (main-thread tasks, the AI provider's request closed within 500 ms of Stop) run last and alone, so other tests' load cannot make them flake.
    {
      name: 'perf',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      grep: /@perf/,
      testIgnore: /(first-input|layout-shift)\.spec\.ts/,
      dependencies: ['layout'],
      // One at a time: a timing check shares the machine with nothing but its own page.
      workers: 1,
    },
  ],
  webServer: [
    {
      // The production server over the production build (built by the test command beforehand).
      command: `node ${process.env.E2E_SERVER_ENTRY ?? '../server/dist/main.js'}`,
      // Ready = the notes database open and migrated (the site itself is served from the start).
      url: `${baseURL}/readyz`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        ...(process.env.E2E_SITE_DIR ? { SITE_DIR: process.env.E2E_SITE_DIR } : {}),
        PORT: String(port),
        HOST: '127.0.0.1',
        NOTES_DATA_DIR: `../../.tmp/e2e-notes-${port}`,
        // The attachments folder (the default beside it, spelled out): under .tmp like the notes.
        NOTES_FILES_DIR: `../../.tmp/e2e-notes-${port}-files`,
        // The AI proxy talks to the local fake below; the key is a dummy the specs look for in responses.
        ...aiProvider.env,
        AI_RATE_LIMIT: '1000',
        // Every spec's browser is the same address (127.0.0.1): the 10 MB file specs of two projects
        // running side by side move more chunks in a minute than one visitor may.
        NOTES_CHUNK_RATE_LIMIT: '100000',
      },
    },
    {
      // A local fake of the AI providers' APIs (apps/server/src/ai/fakeMessagesApi.ts).
      command: `../server/node_modules/.bin/tsx ../server/src/ai/fakeMessagesApiMain.ts ${aiFakePort}`,
      url: `${E2E_AI_FAKE_URL}/healthz`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
});
