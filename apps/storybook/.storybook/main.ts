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
