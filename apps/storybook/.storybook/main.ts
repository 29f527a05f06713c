import { existsSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { workspacePages } from '../../../tooling/vite/workspace-pages.ts';

// DEMO=<id> narrows Storybook to one package (e.g. DEMO=qr pnpm storybook).
const demo = process.env.DEMO;
if (demo) {
  const packagesDir = resolve(import.meta.dirname, '../../../packages');
  const withStories = readdirSync(packagesDir).filter((name) => {
    const src = resolve(packagesDir, name, 'src');
    return (
      existsSync(src) &&
      readdirSync(src, { recursive: true, encoding: 'utf8' }).some((file) => file.endsWith('.stories.tsx'))
    );
  });
  if (!withStories.includes(demo))
    throw new Error(
      `DEMO must be the folder name of a package with stories, got "${demo}". One of: ${withStories.join(', ')}.`,
    );
}

// The test command builds only the stories with screenshot baselines (the kit's, e2e/stories.spec.ts):
// every other story is rendered by Vitest (src/stories.test.tsx), which needs no build.
const screenshotsOnly = process.env.STORYBOOK_SCREENSHOTS_ONLY === '1';

const config: StorybookConfig = {
  stories: screenshotsOnly
    ? ['../../../packages/kit/src/**/*.stories.tsx']
    : demo
      ? [`../../../packages/${demo}/src/**/*.stories.tsx`]
      : ['../../../packages/*/src/**/*.stories.tsx'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  async viteFinal(viteConfig) {
    viteConfig.plugins = [...(viteConfig.plugins ?? []), workspacePages(), vanillaExtractPlugin()];
    // The build runs in the test command: keep its log to what needs reading. Vite's info level is
    // a 3,000-line list of every asset; warnings and errors still print.
    viteConfig.logLevel = 'warn';
    viteConfig.build = {
      ...viteConfig.build,
      // One preview bundle with every story is large by nature and never reaches a visitor.
      chunkSizeWarningLimit: 8000,
      rolldownOptions: {
        ...viteConfig.build?.rolldownOptions,
        checks: { ...viteConfig.build?.rolldownOptions?.checks, bundlerTimings: false },
        onwarn(warning, warn) {
          // React libraries mark their modules "use client" (meaningless in a client bundle):
          // 200 warnings of 15 lines each.
          if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
          warn(warning);
        },
      },
    };
    return viteConfig;
  },
};

export default config;
