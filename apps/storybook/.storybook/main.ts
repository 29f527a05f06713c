import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { workspacePages } from '../../../tooling/vite/workspace-pages.ts';

// DEMO=<id> narrows Storybook to one package (e.g. DEMO=qr pnpm storybook).
const demo = process.env.DEMO;
if (demo && !/^[a-z0-9-]+$/.test(demo)) throw new Error(`DEMO must be a package folder name, got "${demo}".`);

const config: StorybookConfig = {
  stories: demo
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
