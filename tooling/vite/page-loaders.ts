import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';

const packagesDir = resolve(import.meta.dirname, '../../packages');
/** `virtual:page-loader:<package folder>`: a module whose default export loads that page. */
const PREFIX = 'virtual:page-loader:';
/** How every page package's manifest loads its page (checked: a manifest written otherwise fails the build). */
const LOAD = /load:\s*\(\)\s*=>\s*import\(\s*'\.\/page'\s*\)/;

/**
 * Moves each page's lazy import out of the manifests into a tiny chunk of its own, in the browser
 * build only. Each `import('./page')` carries Vite's preload list of that page's chunks and
 * stylesheets; with ~25 pages the lists (file names, which do not compress) were 1.1 KiB of the
 * shell's JavaScript, which every route downloaded and each used one list of at most. A manifest's
 * `load()` now fetches its page's loader chunk first: a page's document modulepreloads its own
 * (build-plugins.ts), and a link prefetches it with the page on hover, focus or touch, so only a
 * navigation with no prefetch pays the extra trip, for a chunk of a few hundred bytes.
 */
export function pageLoaders(): Plugin {
  const pages = new Map<string, string>();
  for (const entry of readdirSync(packagesDir, { withFileTypes: true })) {
    const manifest = join(packagesDir, entry.name, 'src/manifest.ts');
    try {
      if (LOAD.test(readFileSync(manifest, 'utf8')))
        pages.set(entry.name, join(packagesDir, entry.name, 'src/page'));
    } catch {
      // Not a page package.
    }
  }
  return {
    name: 'page-loaders',
    enforce: 'pre',
    apply: (config, { command }) => command === 'build' && !config.build?.ssr,
    resolveId: (source) =>
      source.startsWith(PREFIX) && pages.has(source.slice(PREFIX.length)) ? `\0${source}` : null,
    load(id) {
      const file = id.startsWith(`\0${PREFIX}`) ? pages.get(id.slice(PREFIX.length + 1)) : undefined;
      return file === undefined ? null : `export default () => import(${JSON.stringify(file)});\n`;
    },
    transform(code, id) {
      const match = /[\\/]packages[\\/]([^\\/]+)[\\/]src[\\/]manifest\.ts$/.exec(id);
      if (!match || !pages.has(match[1] as string)) return null;
      if (!LOAD.test(code))
        throw new Error(`page-loaders: ${id} no longer loads its page with import('./page')`);
      const loader = JSON.stringify(`${PREFIX}${match[1]}`);
      return {
        code: code.replace(LOAD, `load: () => import(${loader}).then((loader) => loader.default())`),
        map: null,
      };
    },
  };
}
