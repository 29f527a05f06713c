#!/usr/bin/env node
// Scaffolds a page package that follows the package contract (CONTRIBUTING.md, "A page package").
// Usage: node tooling/scripts/new-demo.mjs <id> --path /route --title "Title" --group Web
//        [--description "One sentence for the landing and the command palette."]
//        [--scope demos|tools] [--component QrPage] [--icon QrCode] [--core] [--root <workspace>]
// The package starts as a small working page on the kit (PageHeader, Card, Button, TerminalWindow,
// a store with an injected clock), with a story, a component test and its first-action e2e check
// (tooling/playwright/firstAction.ts), so it passes every gate before its own content is written.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { demoUsages } from '../usage/demo-usage.mjs';
import { COST_END, COST_START, USAGE_END, USAGE_START } from '../usage/markers.mjs';
import { withUsageSection } from '../usage/readme-usage.mjs';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    path: { type: 'string' },
    title: { type: 'string' },
    group: { type: 'string' },
    scope: { type: 'string', default: 'demos' },
    component: { type: 'string' },
    icon: { type: 'string', default: 'Box' },
    description: { type: 'string' },
    core: { type: 'boolean', default: false },
    // Another workspace to write into (the generator's test uses a temporary one).
    root: { type: 'string' },
  },
});
const [id] = positionals;
/** The sidebar groups, read from their one definition (`NAV_GROUPS` in the kit's manifest contract). */
const groups = JSON.parse(
  /export const NAV_GROUPS = (\[[^\]]*\]) as const;/
    .exec(readFileSync(join(import.meta.dirname, '../../packages/kit/src/manifest.ts'), 'utf8'))?.[1]
    ?.replace(/'/g, '"') ?? 'null',
);
if (!Array.isArray(groups)) throw new Error('NAV_GROUPS not found in packages/kit/src/manifest.ts');
if (!id || !/^[a-z][a-z0-9-]*$/.test(id)) throw new Error('Give a kebab-case id, e.g. qr');
if (!/^\/[a-z0-9][a-z0-9/-]*$/.test(values.path ?? '')) {
  throw new Error('--path must be a route such as /weather (lowercase letters, digits, - and /)');
}
if (!values.title) throw new Error('--title is required');
if (!groups.includes(values.group ?? '')) throw new Error(`--group must be one of ${groups.join(', ')}`);
const root = resolve(values.root ?? join(import.meta.dirname, '../..'));
const dir = join(root, 'packages', id);
if (existsSync(dir)) throw new Error(`${dir} already exists`);

const pascal = id.replace(/(^|-)([a-z0-9])/g, (_, __, c) => c.toUpperCase());
const component = values.component ?? `${pascal}Page`;
if (!/^[A-Z][A-Za-z0-9]*$/.test(component))
  throw new Error('--component must be a PascalCase name, e.g. QrPage');
if (!/^[A-Z][A-Za-z0-9]*$/.test(values.icon))
  throw new Error('--icon must be a lucide-react icon name, e.g. QrCode');
const createStore = `create${pascal}Store`;
const storeType = `${pascal}Store`;
// Strings from the command line go into the code as JSON literals (quotes and backslashes escaped).
const str = (value) => JSON.stringify(value);
/** `QrCode` → `qr-code`: lucide's file name for an icon, which its classes carry. */
const kebab = (name) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1-$2')
    .toLowerCase();
const icons = [...new Set([values.icon, 'Play'])].sort().join(', ');
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
  dependencies: { lucide: 'catalog:', 'lucide-react': 'catalog:', zustand: 'catalog:' },
  devDependencies: {
    '@demos/kit': 'workspace:*',
    '@playwright/test': 'catalog:',
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
  'tsconfig.json': `${JSON.stringify({ extends: '@repo/tsconfig/test.json', include: ['src', 'e2e'] }, null, 2)}\n`,
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

${USAGE_START}
${USAGE_END}

## Public API

- \`${name}\` (default export): the \`DemoManifest\` (id \`${id}\`, path \`${values.path}\`, lazy page).
- \`${name}/page\`: \`${component}\` (also the default export, for \`React.lazy\`).
- \`${name}/styles.css\`: the precompiled styles.

## In this repository

\`src/${component}.stories.tsx\` (Storybook), \`src/${component}.test.tsx\` (Vitest) and
\`e2e/firstAction.ts\` (the first input a visitor makes, checked before hydration) come with the page.

## What it costs your app

Run \`pnpm build && pnpm package-contract --write\` to measure it.

${COST_START}
${COST_END}
`,
  'src/manifest.ts': `import { defineDemo, defineIcon } from '@demos/kit/manifest';
import { ${values.icon} } from 'lucide';

export const manifest = defineDemo({
  id: '${id}',
  path: '${values.path}',
  title: ${str(values.title)},
  group: '${values.group}',
  description: ${str(values.description ?? `${values.title}: a page of the demos site.`)},
  keywords: [],
  createdAt: '${new Date().toISOString().slice(0, 10)}',
  icon: defineIcon('${kebab(values.icon)}', ${values.icon}),
  load: () => import('./page'),
});
`,
  'src/index.ts': `import { manifest } from './manifest';

export default manifest;
`,
  'src/page.ts': `'use client';

import { ${component} } from './${component}';

export { ${component} };
export default ${component};
`,
  [`src/${component}.tsx`]: `import { Button, Card, PageHeader, TerminalWindow } from '@demos/kit';
import { ${icons} } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import * as styles from './${component}.css';
import { ${createStore}, type ${storeType} } from './store';

export interface ${component}Props {
  /** A store to drive the page (stories, tests); by default the page makes its own. */
  store?: ${storeType};
}

export function ${component}({ store: injected }: ${component}Props) {
  const [store] = useState(() => injected ?? ${createStore}());
  const status = useStore(store, (s) => s.status);
  const log = useStore(store, (s) => s.log);
  const running = status === 'running';

  // Timers stop when the page unmounts.
  useEffect(() => () => store.getState().dispose(), [store]);

  return (
    <div className={styles.page}>
      <PageHeader icon={${values.icon}} title={${str(values.title)}} description="What this page shows, in one sentence." />
      <Card title="${id}.sh" description="The simulated program">
        <div className={styles.actions}>
          <Button onClick={() => store.getState().run()} disabled={running}>
            <Play size={16} aria-hidden />
            {running ? 'Running…' : 'Run'}
          </Button>
        </div>
      </Card>
      <TerminalWindow
        title="~/${id} — bash"
        lines={log}
        label="Output"
        emptyText="Press Run to start."
        busy={running}
      />
    </div>
  );
}
`,
  [`src/${component}.css.ts`]: `import { vars } from '@demos/kit/vars';
import { style } from '@vanilla-extract/css';

export const page = style({ display: 'grid', gap: vars.space.xl, maxWidth: '64rem', minWidth: 0 });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
`,
  'src/store.ts': `import { type Clock, createIdGenerator, type LogLine, systemClock, type TimerId } from '@demos/kit';
import { createStore } from 'zustand/vanilla';

/** What a run prints, one line every STEP_MS: replace it with the page's own simulation. */
export const RUN_SCRIPT: readonly string[] = [${str(`$ ./${id}.sh`)}, 'Working…', 'Done.'];
export const STEP_MS = 500;

export type RunStatus = 'idle' | 'running' | 'done';

export interface ${pascal}State {
  status: RunStatus;
  log: LogLine[];
  run(): void;
  dispose(): void;
}

export interface ${pascal}StoreOptions {
  /** Time source of the run (tests and stories pass a manual clock). */
  clock?: Clock;
}

/** The page's state, one store per mounted page. */
export function ${createStore}({ clock = systemClock }: ${pascal}StoreOptions = {}) {
  const nextId = createIdGenerator('line');
  let timer: TimerId | undefined;
  return createStore<${pascal}State>()((set, get) => {
    const print = (index: number) => {
      const text = RUN_SCRIPT[index];
      if (text === undefined) {
        timer = undefined;
        set({ status: 'done' });
        return;
      }
      const line: LogLine = { id: nextId(), text, tone: index === 0 ? 'command' : 'default' };
      set((state) => ({ log: [...state.log, line] }));
      timer = clock.setTimeout(() => print(index + 1), STEP_MS);
    };
    return {
      status: 'idle',
      log: [],
      run() {
        if (get().status === 'running') return;
        set({ status: 'running', log: [] });
        print(0);
      },
      dispose() {
        clock.clearTimeout(timer);
        timer = undefined;
      },
    };
  });
}

export type ${storeType} = ReturnType<typeof ${createStore}>;
`,
  [`src/${component}.test.tsx`]: `import { createManualClock } from '@demos/kit';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ${component} } from './${component}';
import { ${createStore}, RUN_SCRIPT, STEP_MS } from './store';

describe('${component}', () => {
  it('says what Run will do, then prints the run line by line in the terminal', async () => {
    const clock = createManualClock();
    render(<${component} store={${createStore}({ clock })} />);
    const output = screen.getByRole('log', { name: 'Output' });
    expect(output.textContent).toBe('Press Run to start.');

    await userEvent.click(screen.getByRole('button', { name: 'Run' }));
    expect(output.textContent).toBe(RUN_SCRIPT[0]);
    expect(screen.getByRole('button', { name: 'Running…' }).hasAttribute('disabled')).toBe(true);

    act(() => clock.advance(STEP_MS * RUN_SCRIPT.length));
    expect(output.textContent).toBe(RUN_SCRIPT.join(''));
    expect(screen.getByRole('button', { name: 'Run' }).hasAttribute('disabled')).toBe(false);
  });
});
`,
  [`src/${component}.stories.tsx`]: `import { frozenRun } from '@demos/kit/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ${component} } from './${component}';
import { ${createStore} } from './store';

const meta = {
  title: ${str(`Pages/${values.title}`)},
  component: ${component},
} satisfies Meta<typeof ${component}>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A store frozen \`ms\` into a run. */
const runAt = frozenRun({ create: ${createStore}, start: (store) => store.getState().run() });

/** Before a run: the terminal says what Run will do. */
export const Idle: Story = { args: {} };
/** A run in progress. */
export const Running: Story = { args: { store: runAt(600) } };
/** After the run. */
export const Done: Story = { args: { store: runAt(2000) } };
`,
  'e2e/firstAction.ts': `import { expect } from '@playwright/test';
import { defineFirstAction } from '../../../tooling/playwright/firstAction';

/** The page's first input, checked on a throttled phone before hydration (apps/site/e2e/first-input.spec.ts). */
export default defineFirstAction({
  path: ${str(values.path)},
  description: 'Run prints the run in the terminal',
  async act(page) {
    await page.getByRole('button', { name: 'Run' }).click();
  },
  async verify(page) {
    await expect(page.getByRole('log', { name: 'Output' })).toContainText('Done.');
  },
});
`,
};
if (values.core) files['src/core/index.ts'] = 'export {};\n';

for (const [file, content] of Object.entries(files)) {
  await mkdir(join(dir, file, '..'), { recursive: true });
  await writeFile(join(dir, file), content);
}
// The README's install and per-framework usage, as `pnpm usage:readmes` writes them.
const usage = demoUsages(root).find((entry) => entry.dir === id);
if (!usage) throw new Error(`The usage tool does not see packages/${id}.`);
await writeFile(join(dir, 'README.md'), withUsageSection(files['README.md'], usage) ?? files['README.md']);
// House formatting from the start, so the new package passes the lint gate as it is.
try {
  execFileSync(
    join(import.meta.dirname, '../../node_modules/.bin/biome'),
    ['check', '--write', '--vcs-enabled=false', dir],
    {
      encoding: 'utf8',
      stdio: 'pipe',
    },
  );
} catch (error) {
  process.stderr.write(`${error.stdout ?? ''}${error.stderr ?? ''}`);
  throw new Error(`The generated files in ${dir} do not pass biome check (above).`);
}
console.log(`Created ${name} in packages/${id}.
Next: import it in apps/site/src/demos.ts and add it to the list, then run pnpm install.`);
