import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { definePackageConfig } from '@repo/tsup-config';
import type { Options } from 'tsup';
import pkg from './package.json' with { type: 'json' };

type EsbuildPlugin = NonNullable<Options['esbuildPlugins']>[number];

/** Resolves Vite's `?raw` imports (the shipped scripts) as text, the same way the site's Vite build does. */
const rawText: EsbuildPlugin = {
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

const config = definePackageConfig({
  pkg,
  entry: { index: 'src/index.ts', page: 'src/page.ts', core: 'src/core/index.ts' },
});

const base = config as Options;

export default { ...base, esbuildPlugins: [rawText, ...(base.esbuildPlugins ?? [])] } satisfies Options;
