import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { precompress, writeRoutes } from './build-plugins.ts';

const packagesDir = resolve(import.meta.dirname, '../../packages');

/**
 * Resolves `@demos/*` and `@tools/*` imports to the workspace packages' sources (their `exports`),
 * so adding a demo is one package plus one line in src/demos.ts: no dependency list to keep.
 */
function workspacePages(): Plugin {
  const packages = new Map<string, { dir: string; exports: Record<string, string> }>();
  for (const entry of readdirSync(packagesDir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    try {
      const dir = join(packagesDir, entry.name);
      const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
      packages.set(pkg.name, { dir, exports: pkg.exports ?? {} });
    } catch {
      // A folder without package.json is not a package.
    }
  }
  return {
    name: 'workspace-pages',
    enforce: 'pre',
    resolveId(source) {
      const match = /^(@(?:demos|tools)\/[a-z0-9-]+)(\/.*)?$/.exec(source);
      if (!match) return null;
      const pkg = packages.get(match[1] as string);
      const target = pkg?.exports[`.${match[2] ?? ''}`];
      return pkg && typeof target === 'string' ? join(pkg.dir, target) : null;
    },
  };
}

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 4174}`;

export default defineConfig({
  plugins: [
    workspacePages(),
    react(),
    vanillaExtractPlugin({ identifiers: 'short' }),
    writeRoutes(() => [workspacePages(), vanillaExtractPlugin()]),
    precompress(),
  ],
  resolve: { dedupe: ['react', 'react-dom', 'react-router', '@base-ui/react', 'zustand'] },
  build: {
    outDir: process.env.SITE_OUT_DIR ?? 'dist',
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    sourcemap: true,
    // No inline data: URLs for assets: the CSP allows images only from 'self', blob: and data:.
    assetsInlineLimit: 0,
  },
  server: {
    host: '127.0.0.1',
    proxy: { '/api': apiTarget, '/rest': apiTarget, '/healthz': apiTarget },
  },
  preview: { host: '127.0.0.1' },
});
