import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { demoUsagePlugin } from '../../tooling/usage/demo-usage.mjs';
import { workspacePages } from '../../tooling/vite/workspace-pages.ts';
import { precompress, prerenderSite } from './build-plugins.ts';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 4174}`;

/**
 * The kit's modules that the shell and every page load together say so in their source (a
 * `kit-shared-chunk` comment): their paths without extension, so a component's `.css.ts` follows it.
 */
function kitSharedChunk(): RegExp {
  const kitSrc = join(import.meta.dirname, '../../packages/kit/src');
  const stems = readdirSync(kitSrc, { recursive: true, encoding: 'utf8' })
    .filter(
      (file) => /\.tsx?$/.test(file) && readFileSync(join(kitSrc, file), 'utf8').includes('kit-shared-chunk'),
    )
    .map((file) =>
      file
        .replace(/(\.css)?\.tsx?$/, '')
        .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
        .replace(/\//g, '[\\\\/]'),
    );
  return new RegExp(`packages[\\\\/]kit[\\\\/]src[\\\\/](${stems.join('|')})\\.`);
}

export default defineConfig({
  plugins: [
    workspacePages(),
    demoUsagePlugin(),
    react(),
    vanillaExtractPlugin({ identifiers: 'short' }),
    precompress(),
    prerenderSite(process.env.SITE_OUT_DIR ?? 'dist'),
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
    rolldownOptions: {
      output: {
        // Entry-aware groups are named after every entry sharing them (`base-ui~page~page~…~DialogImpl`):
        // those names are listed in the shell's preload map and in each page's imports, bytes every
        // visitor downloads. They keep their group's name only.
        chunkFileNames: (chunk) =>
          chunk.name.includes('~')
            ? `assets/${chunk.name.split('~')[0]}-[hash].js`
            : 'assets/[name]-[hash].js',
        // Automatic splitting cut the shared code into ~90 chunks of a few hundred bytes (one per
        // icon, per kit component, per Base UI hook): on HTTP/1.1 and a slow phone network each is
        // a queued request before the page can hydrate. A few stable groups instead; page code and
        // what only some pages use are still split automatically.
        codeSplitting: {
          groups: [
            // The shell's runtime, Base UI's CSP provider (the shell's only Base UI import) included.
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]|@base-ui[\\/]react[\\/](csp-provider|internals[\\/]csp-context)[\\/]/,
              priority: 40,
            },
            // Icons by the set of entries using them: the shell's in one chunk, each page's in another.
            { name: 'icons', test: /node_modules[\\/]lucide-react[\\/]/, priority: 30 },
            // The kit's plain parts (no Base UI): small, and used by the shell and every page. Not the
            // code block (its token colours and scroll hints) nor the log view (terminals): only the
            // pages using them load them. Each module says where it belongs (kitSharedChunk above).
            { name: 'kit', test: kitSharedChunk(), priority: 20 },
            // Base UI by the set of pages using each part: a page loads the headless widgets it
            // renders, not all of Base UI (one shared chunk cost every page ~43 KiB on the wire);
            // parts too small to be worth a request merge into a neighbouring set.
            {
              name: 'base-ui',
              test: /node_modules[\\/](@base-ui|@floating-ui|tabbable|reselect|use-sync-external-store)[\\/]/,
              priority: 10,
              entriesAware: true,
              entriesAwareMergeThreshold: 12 * 1024,
            },
          ],
        },
      },
    },
  },
  server: {
    host: '127.0.0.1',
    proxy: { '/api': apiTarget, '/rest': apiTarget, '/healthz': apiTarget, '/readyz': apiTarget },
  },
  preview: { host: '127.0.0.1' },
});
