import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { demoSourcePlugin } from '../../tooling/usage/demo-source.mjs';
import { demoUsagePlugin } from '../../tooling/usage/demo-usage.mjs';
import { demoDetails } from '../../tooling/vite/demo-details.ts';
import { pageLoaders } from '../../tooling/vite/page-loaders.ts';
import { workspacePages } from '../../tooling/vite/workspace-pages.ts';
import { precompress, prerenderSite } from './build-plugins.ts';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 4174}`;

const kitSrc = join(import.meta.dirname, '../../packages/kit/src');

/** lucide-react's name → module file (`TriangleAlert` → `triangle-exclamation-point`, aliases included). */
function lucideModules(): Map<string, string> {
  const cjs = createRequire(import.meta.url).resolve('lucide-react');
  const barrel = readFileSync(join(dirname(cjs), '../esm/lucide-react.mjs'), 'utf8');
  const modules = new Map<string, string>();
  for (const [, names, file] of barrel.matchAll(/export \{([^}]*)\} from '\.\/icons\/([^']+)\.mjs'/g))
    for (const [, name] of names?.matchAll(/default as (\w+)/g) ?? [])
      if (name && file) modules.set(name, file);
  return modules;
}

/**
 * lucide-react's runtime and the icons the shell imports (read from apps/site/src and the kit's
 * shared modules), which every route loads with the shell.
 */
function shellIcons(): RegExp {
  const modules = lucideModules();
  const names = new Set<string>();
  const scan = (dir: string, only: (code: string) => boolean) => {
    for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
      if (!/\.tsx?$/.test(file) || /\.(test|stories)\./.test(file)) continue;
      const code = readFileSync(join(dir, file), 'utf8');
      if (!only(code)) continue;
      for (const [, list] of code.matchAll(/import \{([^}]*)\} from 'lucide-react'/g))
        for (const name of list?.split(',') ?? []) {
          const file = modules.get(name.trim());
          if (file) names.add(file);
        }
    }
  };
  // Modules only loaded on first use say so (a `not-in-shell` comment): their icons load with them.
  scan(join(import.meta.dirname, 'src'), (code) => !code.includes('not-in-shell'));
  // The kit's shared chunk goes with the shell, its icons too.
  scan(kitSrc, (code) => code.includes('kit-shared-chunk'));
  return new RegExp(
    `node_modules[\\\\/]lucide-react[\\\\/]dist[\\\\/]esm[\\\\/]((?!icons[\\\\/])|icons[\\\\/](${[...names].join('|')})\\.mjs$)`,
  );
}

/**
 * The kit's modules that the shell and every page load together say so in their source (a
 * `kit-shared-chunk` comment): their paths without extension, so a component's `.css.ts` follows it.
 */
function kitSharedChunk(): RegExp {
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
    pageLoaders(),
    demoDetails(),
    demoUsagePlugin(),
    demoSourcePlugin(),
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
    // Every document loads the shell's chunks before anything else (they are the entry's static
    // imports), so naming them again in each lazy import's preload list only adds bytes to the
    // landing route (the lists live in the shell's chunks): ~40 lists × 5 names. Stylesheets stay
    // listed, since the preload helper is what links a lazy chunk's CSS.
    modulePreload: {
      resolveDependencies: (_file, deps) =>
        deps.filter(
          (dep) =>
            !/(^|\/)(framework|kit|icons|rolldown-runtime|src|GroupedNav|Sidebar\.css)-[\w-]+\.js$/.test(dep),
        ),
    },
    // No inline data: URLs for assets: the CSP allows images only from 'self', blob: and data:.
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        // Entry-aware groups are named after every entry sharing them (`base-ui~page~page~…~DialogImpl`):
        // those names are listed in the shell's preload map and in each page's imports, bytes every
        // visitor downloads. They keep their group's name only.
        // A virtual module's chunk drops the `_virtual_` prefix (page-loaders).
        chunkFileNames: (chunk) => `assets/${chunk.name.split('~')[0]?.replace(/^_virtual_/, '')}-[hash].js`,
        // Automatic splitting cut the shared code into ~90 chunks of a few hundred bytes (one per
        // icon, per kit component, per Base UI hook): on HTTP/1.1 and a slow phone network each is
        // a queued request before the page can hydrate. A few stable groups instead; page code and
        // what only some pages use are still split automatically.
        codeSplitting: {
          groups: [
            // The shell's runtime, Base UI's CSP provider (the shell's only Base UI import) included.
            {
              name: 'framework',
              // Vite's preload helper too: every route's lazy imports go through it.
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]|@base-ui[\\/]react[\\/](csp-provider|internals[\\/]csp-context)[\\/]|vite[\\/]preload-helper/,
              priority: 40,
            },
            // Every page's manifest (the shell lists them all, and each page uses its own icon from it)
            // with the icon data the manifests draw: one chunk, not one per manifest.
            {
              name: 'manifests',
              // Not the kit's own manifest.ts: pages import the kit, and must not import all manifests.
              test: /packages[\\/](?!kit[\\/])[^\\/]+[\\/]src[\\/]manifest\.ts$|node_modules[\\/]lucide[\\/]/,
              // Below the kit's group, which takes what manifests import from the kit first; and only
              // these modules, not their dependencies (Vite's preload helper, which every page's lazy
              // import needs: a page importing this chunk would reach every page's stylesheet).
              priority: 15,
              includeDependenciesRecursively: false,
            },
            // Icons: the shell's (and lucide's runtime) in one chunk every route loads; the pages'
            // split by the set of pages using them, so a page downloads its own icons, not all of them.
            { name: 'icons', test: shellIcons(), priority: 31 },
            {
              name: 'page-icons',
              test: /node_modules[\\/]lucide-react[\\/]/,
              priority: 30,
              entriesAware: true,
              entriesAwareMergeThreshold: 4 * 1024,
            },
            // The sidebar's links (the mobile sheet shares them) with the favourites' slot and the New
            // badges: one chunk, not a request for each. The favourites' group and store load after
            // hydration (FavouritesSlot), not with the landing page.
            {
              name: 'GroupedNav',
              test: /apps[\\/]site[\\/]src[\\/](layout[\\/](GroupedNav|navigation|navLinks)|favourites[\\/](FavouritesSlot|keys|isNew|favourites\.css))\./,
              priority: 25,
              // These modules only, not what they import (the kit, react-router): those keep their groups.
              includeDependenciesRecursively: false,
            },
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
