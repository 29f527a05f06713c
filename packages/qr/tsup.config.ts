import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { definePackageConfig } from '@repo/tsup-config';
import type { Options } from 'tsup';
import pkg from './package.json' with { type: 'json' };

const base = definePackageConfig({
  pkg,
  entry: {
    index: 'src/index.ts',
    page: 'src/page.ts',
    scanner: 'src/scanner.ts',
    core: 'src/core/index.ts',
    // The Batch tab's worker, as its own file: the source names it `./batch.worker.ts`, the build
    // `./batch.worker.js`, so a consumer's bundler (Vite, webpack 5) finds and bundles it.
    'batch.worker': 'src/batch/batch.worker.ts',
  },
}) as Options;

/** Points every `new URL('./batch.worker.ts', import.meta.url)` in dist at the built worker. */
async function linkWorker() {
  for (const file of (await readdir('dist')).filter((name) => name.endsWith('.js'))) {
    const text = await readFile(join('dist', file), 'utf8');
    if (text.includes('./batch.worker.ts')) {
      await writeFile(join('dist', file), text.replaceAll('./batch.worker.ts', './batch.worker.js'));
    }
  }
}

export default {
  ...base,
  onSuccess: async () => {
    if (typeof base.onSuccess === 'function') await base.onSuccess();
    await linkWorker();
  },
} satisfies Options;
