// @vitest-environment node
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseCircular, parseDependencyTree } from 'dpdm';
import { afterAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');

/**
 * The import cycles among the given files (globs relative to `cwd`), each as 'a -> b -> a'.
 * Static, dynamic and type-only imports all count: a cycle of any kind means two modules that
 * cannot be understood, moved or tested apart. Packages reached through node_modules (the kit
 * from a page) are not followed: each package's own sources are entries of their own.
 */
async function importCycles(cwd: string, globs: string[]): Promise<string[]> {
  const tree = await parseDependencyTree(globs, {
    cwd,
    context: cwd,
    transform: false,
    skipDynamicImports: false,
  });
  // dpdm starts a cycle wherever its walk entered it, which depends on parse order; rotate each
  // to its alphabetically first module so the same cycle always reads the same way.
  return parseCircular(tree).map((cycle) => {
    const first = cycle.indexOf([...cycle].sort()[0] as string);
    const rotated = [...cycle.slice(first), ...cycle.slice(0, first)];
    return [...rotated, rotated[0]].join(' -> ');
  });
}

describe('import cycles', () => {
  const temp: string[] = [];
  afterAll(() => Promise.all(temp.map((dir) => rm(dir, { recursive: true, force: true }))));

  it('finds none in apps/site/src, apps/server/src and packages/*/src', async () => {
    const cycles = await importCycles(root, [
      'apps/site/src/**/*.{ts,tsx}',
      'apps/server/src/**/*.{ts,tsx}',
      'packages/*/src/**/*.{ts,tsx}',
    ]);
    expect(cycles, 'Move the shared constant, hook or component to a module both sides import.').toEqual([]);
    // Parsing ~400 modules takes 2 s alone and much longer beside the rest of the suite on 2 cores.
  }, 180_000);

  it('reports a cycle through TSX, a .css.ts module and a dynamic import', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'import-cycles-'));
    temp.push(dir);
    await writeFile(
      join(dir, 'routes.tsx'),
      "import { Layout } from './Layout';\nexport const NAME = 'x';\n",
    );
    await writeFile(
      join(dir, 'Layout.tsx'),
      "import { NAME } from './routes';\nimport * as s from './Layout.css';\n",
    );
    await writeFile(join(dir, 'Layout.css.ts'), "export const a = 'a';\n");
    await writeFile(join(dir, 'Shell.tsx'), "const Sheet = () => import('./Sheet');\n");
    await writeFile(join(dir, 'Sheet.tsx'), "import { x } from './Shell';\n");
    const cycles = await importCycles(dir, ['*.{ts,tsx}']);
    expect(cycles.sort()).toEqual([
      'Layout.tsx -> routes.tsx -> Layout.tsx',
      'Sheet.tsx -> Shell.tsx -> Sheet.tsx',
    ]);
  });
});
