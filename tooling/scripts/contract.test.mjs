// @vitest-environment node
// The shape of a page package, written once (CONTRIBUTING.md, "A page package"; new-demo.mjs makes
// it) and checked here for every package that defines a manifest, so a newcomer finds the same
// things in the same places in each.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { COST_END, COST_START, USAGE_END, USAGE_START } from '../usage/markers.mjs';

const root = resolve(import.meta.dirname, '../..');
const pages = readdirSync(join(root, 'packages')).filter(
  (dir) => existsSync(join(root, 'packages', dir, 'src/manifest.ts')) && dir !== 'kit',
);
const read = (dir, file) => readFileSync(join(root, 'packages', dir, file), 'utf8');
const pascal = (dir) =>
  dir
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');

/** The string value of `<key>: '…'` in the manifest's object literal. */
function manifestField(dir, key) {
  const source = ts.createSourceFile(
    'manifest.ts',
    read(dir, 'src/manifest.ts'),
    ts.ScriptTarget.Latest,
    true,
  );
  let found;
  const visit = (node) => {
    if (
      ts.isPropertyAssignment(node) &&
      node.name.getText(source) === key &&
      ts.isStringLiteralLike(node.initializer)
    )
      found ??= node.initializer.text;
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Source files (not tests, stories or styles) directly in `src/`. */
const rootModules = (dir) =>
  readdirSync(join(root, 'packages', dir, 'src')).filter(
    (file) => /\.tsx?$/.test(file) && !/\.(test|stories|css)\.tsx?$/.test(file),
  );

describe.each(pages)('packages/%s', (dir) => {
  const pkg = JSON.parse(read(dir, 'package.json'));

  it('is named after its folder, as its manifest id is', () => {
    expect(pkg.name).toMatch(new RegExp(`^@(demos|tools)/${dir}$`));
    expect(manifestField(dir, 'id')).toBe(dir);
  });

  it('exports its manifest, its page, its styles (and its core) from source here, dist when published', () => {
    const core = existsSync(join(root, 'packages', dir, 'src/core'));
    expect(pkg.exports).toMatchObject({
      '.': './src/index.ts',
      './page': './src/page.ts',
      ...(core ? { './core': './src/core/index.ts' } : {}),
    });
    const published = Object.keys(pkg.publishConfig?.exports ?? {});
    for (const subpath of ['.', './page', './styles.css', './package.json', ...(core ? ['./core'] : [])])
      expect(published, subpath).toContain(subpath);
    if (core)
      expect(existsSync(join(root, 'packages', dir, 'src/core/index.ts')), 'src/core/index.ts').toBe(true);
    expect(pkg.files).toEqual(expect.arrayContaining(['dist', 'README.md', 'CHANGELOG.md']));
    expect(pkg.sideEffects).toEqual(expect.arrayContaining(['**/*.css']));
    expect(Object.keys(pkg.peerDependencies ?? {}).sort()).toEqual(['@demos/kit', 'react', 'react-dom']);
  });

  it('has its entry files: the manifest, a client page named after the folder, its styles', () => {
    expect(read(dir, 'src/index.ts')).toMatch(
      /import \{ manifest \} from '\.\/manifest';\s+export default manifest;/,
    );
    const component = `${pascal(dir)}Page`;
    const page = read(dir, 'src/page.ts');
    expect(page.startsWith("'use client';"), 'page.ts starts with the client directive').toBe(true);
    expect(page).toContain(`export default ${component};`);
    for (const file of [`src/${component}.tsx`, `src/${component}.css.ts`])
      expect(existsSync(join(root, 'packages', dir, file)), file).toBe(true);
  });

  it('keeps framework-free logic in src/core, and files it ships as text in src/scripts', () => {
    // Beside the page: its entries (a component published alone too, as qr's scanner), text,
    // stores, hooks, the worker and its messages, the command line, and modules that act on the
    // browser (load a chunk, draw, read a file).
    const allowed =
      /^(index|manifest|page|scanner|messages|status|store|\w+Store|use[A-Z]\w*|defaultApi|worker(-\w+)?|client|protocol|cli\w*)\.tsx?$/;
    const browser = /\b(document|window|navigator|createObjectURL|new Image)\b|\bimport\(/;
    const logic = rootModules(dir).filter((file) => {
      if (allowed.test(file) || file.endsWith('.tsx')) return false;
      const source = read(dir, `src/${file}`);
      return !/from '(react|@demos\/kit|zustand[^']*|lucide-react)'/.test(source) && !browser.test(source);
    });
    expect(logic, 'modules without React at src/ root (move them to src/core)').toEqual([]);
    const shipped = readdirSync(join(root, 'packages', dir, 'src'), {
      recursive: true,
      encoding: 'utf8',
    }).filter((file) => /\.(sh|ps1|yml|yaml|conf)$/.test(file) && !file.startsWith('scripts/'));
    expect(shipped, 'shipped text files outside src/scripts').toEqual([]);
  });

  it('documents itself: README with its usage and cost, CHANGELOG', () => {
    const readme = read(dir, 'README.md');
    for (const marker of [USAGE_START, USAGE_END, COST_START, COST_END]) expect(readme).toContain(marker);
    expect(existsSync(join(root, 'packages', dir, 'CHANGELOG.md'))).toBe(true);
  });

  it('brings its end-to-end checks: the first action on its route, and a flow spec', () => {
    const action = read(dir, 'e2e/firstAction.ts');
    expect(action).toContain(`path: '${manifestField(dir, 'path')}'`);
    const specs = readdirSync(join(root, 'packages', dir, 'e2e')).filter((file) => file.endsWith('.spec.ts'));
    expect(specs.length).toBeGreaterThan(0);
  });
});
