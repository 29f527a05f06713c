import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { demoUsagePlugin } from './tooling/usage/demo-usage.mjs';
import { demoDetails } from './tooling/vite/demo-details.ts';
import { workspacePages } from './tooling/vite/workspace-pages.ts';

const include = [
  'packages/*/src/**/*.test.{ts,tsx}',
  'apps/*/src/**/*.test.{ts,tsx}',
  'tooling/*/**/*.test.{ts,mjs}',
];
const exclude = ['**/node_modules/**', '**/dist/**'];
/**
 * Test files that replace a module (vi.mock): they need a module registry of their own, since another
 * file in the same worker may already have loaded the real module. Every other file shares its
 * worker's modules (isolate: false): importing React, the kit and happy-dom once per worker instead of
 * once per file took the run from 8:58 to 7:02 here.
 */
function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory())
      return entry.name === 'node_modules' || entry.name === 'dist' ? [] : testFiles(path);
    return /\.test\.(?:tsx?|mjs)$/.test(entry.name) ? [path] : [];
  });
}
const mocking = ['packages', 'apps', 'tooling']
  .flatMap(testFiles)
  .filter((file) => /\bvi\.(?:mock|doMock)\(/.test(readFileSync(file, 'utf8')));

// One Vitest run over every package and app: component tests in happy-dom, Node-only tests opt in
// with `// @vitest-environment node` at the top of the file.
export default defineConfig({
  plugins: [workspacePages(), demoDetails(), demoUsagePlugin(), react(), vanillaExtractPlugin()],
  test: {
    // Each project names its own files: a project that extends the root one adds its include to the root's.
    projects: [
      { extends: true, test: { name: 'shared', isolate: false, include, exclude: [...exclude, ...mocking] } },
      { extends: true, test: { name: 'isolated', include: mocking, exclude } },
    ],
    // One worker per core. Vitest's default for a run is one fewer than the cores, which on this 2-core
    // machine is one worker beside an idle core: 449 s in CI, 279 s with two here (1870 tests pass).
    maxWorkers: availableParallelism(),
    environment: 'happy-dom',
    setupFiles: ['./tooling/vitest/setup.ts'],
    restoreMocks: true,
    testTimeout: 20_000,
    benchmark: { include: ['packages/*/src/**/*.bench.ts'] },
  },
});
