import { definePackageConfig } from '@repo/tsup-config';
import pkg from './package.json' with { type: 'json' };

export default definePackageConfig({
  pkg,
  entry: {
    index: 'src/index.ts',
    manifest: 'src/manifest.ts',
    'theme-script': 'src/themeScript.ts',
    vars: 'src/vars.ts',
    highlight: 'src/highlight/index.ts',
  },
});
