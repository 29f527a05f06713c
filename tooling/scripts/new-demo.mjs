#!/usr/bin/env node
// Scaffolds a page package that follows the package contract (DESIGN.md §2).
// Usage: node tooling/scripts/new-demo.mjs <id> --path /route --title "Title" --group Web
//        [--scope demos|tools] [--component QrPage] [--icon QrCode] [--core]
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    path: { type: 'string' },
    title: { type: 'string' },
    group: { type: 'string' },
    scope: { type: 'string', default: 'demos' },
    component: { type: 'string' },
    icon: { type: 'string', default: 'Box' },
    core: { type: 'boolean', default: false },
  },
});
const [id] = positionals;
const groups = ['Python', 'React', 'Go', 'Ruby', 'Shell Scripts', 'Web', 'Websites'];
if (!id || !/^[a-z][a-z0-9-]*$/.test(id)) throw new Error('Give a kebab-case id, e.g. qr');
if (!values.path?.startsWith('/')) throw new Error('--path must start with /');
if (!values.title) throw new Error('--title is required');
if (!groups.includes(values.group ?? '')) throw new Error(`--group must be one of ${groups.join(', ')}`);
const dir = join(import.meta.dirname, '../../packages', id);
if (existsSync(dir)) throw new Error(`${dir} already exists`);

const pascal = id.replace(/(^|-)([a-z0-9])/g, (_, __, c) => c.toUpperCase());
const component = values.component ?? `${pascal}Page`;
const name = `@${values.scope}/${id}`;
const entries = {
  index: 'src/index.ts',
  page: 'src/page.ts',
  ...(values.core ? { core: 'src/core/index.ts' } : {}),
};
const exportsDev = { '.': './src/index.ts', './page': './src/page.ts' };
const exportsPub = {
  '.': { types: './dist/index.d.ts', import: './dist/index.js' },
  './page': { types: './dist/page.d.ts', import: './dist/page.js' },
};
if (values.core) {
  exportsDev['./core'] = './src/core/index.ts';
  exportsPub['./core'] = { types: './dist/core.d.ts', import: './dist/core.js' };
}
exportsPub['./styles.css'] = './dist/styles.css';
exportsPub['./package.json'] = './package.json';

const pkg = {
  name,
  version: '0.1.0',
  description: `${values.title}: a page of the demos site, usable alone in any React app.`,
  license: 'MIT',
  type: 'module',
  sideEffects: ['**/*.css', '**/*.css.ts'],
  exports: exportsDev,
  publishConfig: { access: 'public', exports: exportsPub },
  files: ['dist', 'README.md', 'CHANGELOG.md'],
  scripts: { build: 'tsup', typecheck: 'tsc -p tsconfig.json' },
  peerDependencies: { '@demos/kit': 'workspace:^', react: '^19.0.0', 'react-dom': '^19.0.0' },
  dependencies: { 'lucide-react': 'catalog:', zustand: 'catalog:' },
  devDependencies: {
    '@demos/kit': 'workspace:*',
    '@repo/tsconfig': 'workspace:*',
    '@repo/tsup-config': 'workspace:*',
    '@storybook/react-vite': 'catalog:',
    '@testing-library/react': 'catalog:',
    '@testing-library/user-event': 'catalog:',
    '@types/react': 'catalog:',
    '@types/react-dom': 'catalog:',
    '@vanilla-extract/css': 'catalog:',
    react: 'catalog:',
    'react-dom': 'catalog:',
    tsup: 'catalog:',
    typescript: 'catalog:',
    vite: 'catalog:',
    vitest: 'catalog:',
  },
};

const files = {
  'package.json': `${JSON.stringify(pkg, null, 2)}\n`,
  'tsconfig.json': `${JSON.stringify({ extends: '@repo/tsconfig/test.json', include: ['src'] }, null, 2)}\n`,
  'tsconfig.build.json': `${JSON.stringify(
    {
      extends: '@repo/tsconfig/library.json',
      include: ['src'],
      exclude: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'src/**/*.stories.tsx'],
    },
    null,
    2,
  )}\n`,
  'tsup.config.ts': `import { definePackageConfig } from '@repo/tsup-config';
import pkg from './package.json' with { type: 'json' };

export default definePackageConfig({ pkg, entry: ${JSON.stringify(entries)} });
`,
  'CHANGELOG.md': `# ${name}\n`,
  'README.md': `# ${name}

${values.title} — the \`${values.path}\` page of the demos site, published as a standalone package.

## Install

\`\`\`sh
pnpm add ${name} @demos/kit react react-dom
\`\`\`

## Use it in another app

\`\`\`tsx
import '@demos/kit/styles.css';
import '${name}/styles.css';
import { ThemeProvider, Toaster } from '@demos/kit';
import { ${component} } from '${name}/page';

export function App() {
  return (
    <ThemeProvider>
      <${component} />
      <Toaster />
    </ThemeProvider>
  );
}
\`\`\`

## Public API

- \`${name}\` (default export): the \`DemoManifest\` (id \`${id}\`, path \`${values.path}\`, lazy page).
- \`${name}/page\`: \`${component}\` (also the default export, for \`React.lazy\`).
- \`${name}/styles.css\`: the precompiled styles.
`,
  'src/manifest.ts': `import { defineDemo } from '@demos/kit';
import { ${values.icon} } from 'lucide-react';

export const manifest = defineDemo({
  id: '${id}',
  path: '${values.path}',
  title: '${values.title.replace(/'/g, "\\'")}',
  group: '${values.group}',
  icon: ${values.icon},
  load: () => import('./page'),
});
`,
  'src/index.ts': `import { manifest } from './manifest';

export default manifest;
`,
  'src/page.ts': `import { ${component} } from './${component}';

export { ${component} };
export default ${component};
`,
  [`src/${component}.tsx`]: `import { PageHeader } from '@demos/kit';
import * as styles from './${component}.css';

export function ${component}() {
  return (
    <div className={styles.page}>
      <PageHeader title="${values.title}" description="" />
    </div>
  );
}
`,
  [`src/${component}.css.ts`]: `import { vars } from '@demos/kit/vars';
import { style } from '@vanilla-extract/css';

export const page = style({ display: 'grid', gap: vars.space.lg });
`,
};
if (values.core) files['src/core/index.ts'] = 'export {};\n';

for (const [file, content] of Object.entries(files)) {
  await mkdir(join(dir, file, '..'), { recursive: true });
  await writeFile(join(dir, file), content);
}
// House formatting from the start, so the new package passes the lint gate as it is.
execFileSync(join(import.meta.dirname, '../../node_modules/.bin/biome'), ['format', '--write', dir], {
  stdio: 'ignore',
});
console.log(`Created ${name} in packages/${id}.
Next: import it in apps/site/src/demos.ts and add it to the list, then run pnpm install.`);
