// @vitest-environment node
// A component or hook a newcomer can read at once: no React component (PascalCase) or hook
// (use…) in the pages, the kit or the shell is longer than 150 lines. A longer one is cut into
// hooks and section components (CONTRIBUTING.md, "A page package").
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const MAX_LINES = 150;

/** Source files (not tests or stories) under a folder. */
const sources = (dir) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter(
      (file) => /\.tsx?$/.test(file) && !/\.(test|stories|css)\.tsx?$/.test(file) && !file.endsWith('.d.ts'),
    )
    .map((file) => join(dir, file));

/** Every named function in a file with its length in lines. */
function functionLengths(path, text = readFileSync(path, 'utf8')) {
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
  const found = [];
  const visit = (node) => {
    if (ts.isFunctionDeclaration(node) || ts.isArrowFunction(node) || ts.isFunctionExpression(node)) {
      const name =
        node.name?.getText(source) ??
        (ts.isVariableDeclaration(node.parent) ? node.parent.name.getText(source) : undefined);
      if (name) {
        const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
        const last = source.getLineAndCharacterOfPosition(node.getEnd()).line;
        found.push({ name, lines: last - first + 1 });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const isComponentOrHook = (name) => /^[A-Z]/.test(name) || /^use[A-Z]/.test(name);

describe('component and hook length', () => {
  it('counts a long component and ignores a long helper', () => {
    const body = Array.from({ length: 160 }, (_, i) => `  const a${i} = ${i};`).join('\n');
    const lengths = functionLengths(
      'x.tsx',
      `export function Big() {\n${body}\n  return null;\n}\nfunction helper() {\n${body}\n}\n`,
    );
    expect(
      lengths.filter((f) => isComponentOrHook(f.name) && f.lines > MAX_LINES).map((f) => f.name),
    ).toEqual(['Big']);
  });

  const dirs = [
    ...readdirSync(join(root, 'packages')).map((dir) => join(root, 'packages', dir, 'src')),
    join(root, 'apps/site/src'),
  ];
  it(`keeps every component and hook under ${MAX_LINES} lines`, () => {
    const long = dirs
      .flatMap((dir) => sources(dir))
      .flatMap((file) =>
        functionLengths(file)
          .filter((f) => isComponentOrHook(f.name) && f.lines > MAX_LINES)
          .map((f) => `${relative(root, file)}: ${f.name} (${f.lines} lines)`),
      );
    expect(long).toEqual([]);
  });
});
