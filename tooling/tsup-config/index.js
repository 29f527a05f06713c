// Shared tsup preset for every published package: ESM + .d.ts, vanilla-extract compiled at build
// time into one `dist/styles.css`, so consumers import plain CSS and need no vanilla-extract plugin.
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';

/** Peer and regular dependencies stay external: consumers dedupe React, the kit and libraries. */
const externalFrom = (pkg) =>
  [...Object.keys(pkg.peerDependencies ?? {}), ...Object.keys(pkg.dependencies ?? {})].map(
    (name) => new RegExp(`^${name.replace(/[/.]/g, '\\$&')}(/.*)?$`),
  );

/** Resolves Vite's `?raw` imports (scripts shipped as files) as text, as the site's Vite build does. */
const rawText = {
  name: 'raw-text',
  setup(build) {
    build.onResolve({ filter: /\?raw$/ }, (args) => ({
      path: resolve(args.resolveDir, args.path.slice(0, -'?raw'.length)),
      namespace: 'raw-text',
    }));
    build.onLoad({ filter: /.*/, namespace: 'raw-text' }, async (args) => ({
      contents: await readFile(args.path, 'utf8'),
      loader: 'text',
    }));
  },
};

/** Concatenate every emitted CSS file into dist/styles.css (the package's public stylesheet). */
async function collectCss(outDir) {
  const files = (await readdir(outDir)).filter((f) => f.endsWith('.css') && f !== 'styles.css').sort();
  // A lazily imported module's CSS can be emitted for both the entry and its chunk: keep one copy.
  const parts = new Set();
  for (const file of files) {
    // Drop the plugin's per-file source comments (they embed the whole .css.ts source) and the
    // source-map comment: the CSS maps are not shipped, and a dangling one makes dev servers log
    // an ENOENT for every stylesheet.
    parts.add(
      (await readFile(join(outDir, file), 'utf8'))
        .replace(/\/\* vanilla-extract-css-ns:[^*]*\*\/\n?/g, '')
        .replace(/\/\*# sourceMappingURL=[^*]*\*\/\n?/g, '')
        .trim(),
    );
    await rm(join(outDir, file));
    await rm(join(outDir, `${file}.map`), { force: true });
  }
  await writeFile(join(outDir, 'styles.css'), `${[...parts].join('\n')}\n`);
}

/** A module whose first statement is the `'use client'` directive (comments may come before it). */
const CLIENT_DIRECTIVE = /^(?:\s|\/\/[^\n]*\n|\/\*[\s\S]*?\*\/)*(['"])use client\1/;

/**
 * esbuild drops module directives when it bundles, so a `'use client'` written at the top of an
 * entry's source would not reach `dist`. Server-rendering frameworks (Next.js App Router) need it
 * there: it marks where their server components hand over to client code. Each entry whose source
 * starts with the directive gets it back at the top of its output file; its source map gains one
 * empty generated line (a leading `;` in `mappings`) so every mapping still points at its line.
 * Chunks need none: whatever a client entry imports is client code already.
 * @param {Record<string, string>} entry
 * @param {string} outDir
 */
export async function restoreClientDirectives(entry, outDir) {
  for (const [name, source] of Object.entries(entry)) {
    if (!CLIENT_DIRECTIVE.test(await readFile(source, 'utf8'))) continue;
    const file = join(outDir, `${name}.js`);
    const code = await readFile(file, 'utf8');
    if (CLIENT_DIRECTIVE.test(code)) continue;
    await writeFile(file, `'use client';\n${code}`);
    const mapFile = `${file}.map`;
    const map = JSON.parse(await readFile(mapFile, 'utf8'));
    map.mappings = `;${map.mappings}`;
    await writeFile(mapFile, JSON.stringify(map));
  }
}

/**
 * @param {{ entry: Record<string, string>, pkg: Record<string, any>, platform?: 'neutral' | 'node' }} options
 */
export function definePackageConfig({ entry, pkg, platform = 'neutral' }) {
  return defineConfig({
    entry,
    format: ['esm'],
    platform,
    target: 'es2022',
    // Declarations only, not a second type check: the typecheck gate (tooling/scripts/typecheck.mjs,
    // also run by `pnpm release` before its build) owns type errors. TypeScript's noCheck emits the
    // same .d.ts files (compared for @demos/qr) in half the time: the build went from 171 s to ~100 s.
    dts: { compilerOptions: { composite: false, noCheck: true } },
    tsconfig: 'tsconfig.build.json',
    sourcemap: true,
    clean: true,
    splitting: true,
    treeshake: true,
    external: externalFrom(pkg),
    loader: { '.sh': 'text', '.ps1': 'text', '.yml': 'text', '.conf': 'text', '.sql': 'text' },
    esbuildPlugins: [rawText, vanillaExtractPlugin({ identifiers: 'short' })],
    onSuccess: async () => {
      await collectCss('dist');
      await restoreClientDirectives(entry, 'dist');
    },
  });
}
