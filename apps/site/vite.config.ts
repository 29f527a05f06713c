import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { workspacePages } from '../../tooling/vite/workspace-pages.ts';
import { precompress, writeRoutes } from './build-plugins.ts';

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
