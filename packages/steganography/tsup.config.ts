import { readFile } from 'node:fs/promises';
import { definePackageConfig } from '@repo/tsup-config';
import type { Plugin } from 'esbuild';
import pkg from './package.json' with { type: 'json' };

/**
 * The source creates its worker with `new URL('./worker.ts', import.meta.url)` (what Vite needs in
 * the workspace). In dist the worker is the `worker` entry, so the URL must point at `./worker.js`.
 */
const workerUrl: Plugin = {
  name: 'steganography-worker-url',
  setup(build) {
    build.onLoad({ filter: /[\\/]src[\\/]client\.ts$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      if (!source.includes("new URL('./worker.ts', import.meta.url)")) {
        throw new Error('client.ts: the worker URL pattern changed, update tsup.config.ts');
      }
      return {
        contents: source.replace(
          "new URL('./worker.ts', import.meta.url)",
          "new URL('./worker.js', import.meta.url)",
        ),
        loader: 'ts',
      };
    });
  },
};

const base = definePackageConfig({
  pkg,
  entry: { index: 'src/index.ts', page: 'src/page.ts', core: 'src/core/index.ts', worker: 'src/worker.ts' },
});

export default {
  ...base,
  esbuildPlugins: [...(base.esbuildPlugins ?? []), workerUrl],
};
