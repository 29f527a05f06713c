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
    return viteConfig;
  },
};

export default config;
