import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { demoUsagePlugin } from './tooling/usage/demo-usage.mjs';
import { demoDetails } from './tooling/vite/demo-details.ts';
import { workspacePages } from './tooling/vite/workspace-pages.ts';

// One Vitest run over every package and app: component tests in happy-dom, Node-only tests opt in
// with `// @vitest-environment node` at the top of the file.
export default defineConfig({
  plugins: [workspacePages(), demoDetails(), demoUsagePlugin(), react(), vanillaExtractPlugin()],
  test: {
    include: [
      'packages/*/src/**/*.test.{ts,tsx}',
      'apps/*/src/**/*.test.{ts,tsx}',
      'tooling/*/**/*.test.{ts,mjs}',
    ],
    exclude: ['**/node_modules/**', '**/dist/**'],
    environment: 'happy-dom',
    setupFiles: ['./tooling/vitest/setup.ts'],
    restoreMocks: true,
    testTimeout: 20_000,
    benchmark: { include: ['packages/*/src/**/*.bench.ts'] },
  },
});
