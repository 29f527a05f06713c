import { defineConfig } from 'tsup';

// The server is an app, not a library: one ESM bundle for Node, its dependencies left external.
export default defineConfig({
  entry: { main: 'src/main.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  clean: true,
  loader: { '.sql': 'text' },
});
