import { definePackageConfig } from '@repo/tsup-config';
import pkg from './package.json' with { type: 'json' };

export default definePackageConfig({
  pkg,
  entry: { index: 'src/index.ts', page: 'src/page.ts', core: 'src/core/index.ts', cli: 'src/cli/bin.ts' },
});
