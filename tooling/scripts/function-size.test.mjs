// @vitest-environment node
// Code a newcomer can read at once. A view (a React component, PascalCase, or a hook, use…) in the
// pages, the kit or the shell stays within 120 lines; a store (create…Store) or a slice of one
// (create…Slice, zustand's slice pattern) within 150. A longer view is cut into hooks and section
// components, a longer store into slices, one per mode or concern (CONTRIBUTING.md, "A page
// package"). The caps sit below the sizes that made the issue (views at 147–149 lines against a cap
// of 150; stores the check did not see at all), so the next feature has to split, not squeeze.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const VIEW_MAX = 120;
const STORE_MAX = 150;

/**
 * Functions allowed over their cap for now, each with the day it was allowed and the day the
 * allowance ends: past that day, or once the function fits, the check fails until the line goes.
 */
const EXEMPT = {
  'packages/privnote/src/store.ts#createPrivnoteStore': {
    since: '2026-11-28',
    until: '2026-12-31',
    why: 'being changed by another branch in the same round; split into slices after that merge',
  },
  'packages/qr/src/scanner/useScanner.ts#useScanner': {
    since: '2026-11-28',
    until: '2026-12-15',
    why: "packages/qr's modules are being renamed by another branch in the same round; cut after that merge",
  },
};

/** The cap a function's name puts it under (undefined: not a view or a store). */
function capFor(name) {
  if (/^create[A-Z]\w*(Store|Slice)$/.test(name)) return STORE_MAX;
  if (/^[A-Z]/.test(name) || /^use[A-Z]/.test(name)) return VIEW_MAX;
  return undefined;
}

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

/** Views and stores over their cap under some folders, as `path#name` → lines. */
function overCap(dirs) {
  const long = {};
  for (const file of dirs.flatMap((dir) => sources(dir))) {
    for (const { name, lines } of functionLengths(file)) {
      const cap = capFor(name);
      if (cap !== undefined && lines > cap) long[`${relative(root, file)}#${name}`] = lines;
    }
  }
  return long;
}

const lines = (count, line) => Array.from({ length: count }, (_, i) => line(i)).join('\n');

describe('function length', () => {
  it('puts views under 120 lines, stores and slices under 150, and helpers under neither', () => {
    expect([
      capFor('Page'),
      capFor('useThing'),
      capFor('createSkyStore'),
      capFor('createRunSlice'),
      capFor('createIdGenerator'),
      capFor('helper'),
      capFor('user'),
    ]).toEqual([VIEW_MAX, VIEW_MAX, STORE_MAX, STORE_MAX, undefined, undefined, undefined]);
  });

  describe('on a planted package', () => {
    const dir = mkdtempSync(join(tmpdir(), 'function-size-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));
    mkdirSync(join(dir, 'src'));
    // 1 line for the signature, n - 2 in the body, 1 for the closing brace: n lines in all.
    const fn = (head, count) => `${head} {\n${lines(count - 2, (i) => `  const a${i} = ${i};`)}\n}\n`;
    writeFileSync(
      join(dir, 'src/store.ts'),
      [
        fn('export function createPlantedStore()', 160),
        fn('export function createFittingStore()', 150),
        fn('const createPlantedSlice = () =>', 151),
        fn('function helper()', 400),
      ].join('\n'),
    );
    writeFileSync(
      join(dir, 'src/Page.tsx'),
      [fn('export function Page()', 121), fn('export function useFitting()', 120)].join('\n'),
    );
    writeFileSync(join(dir, 'src/store.test.ts'), fn('export function createTestStore()', 300));

    it('finds the 160-line store, the 151-line slice and the 121-line view, and nothing else', () => {
      const found = Object.fromEntries(
        Object.entries(overCap([join(dir, 'src')])).map(([key, count]) => [key.split('#')[1], count]),
      );
      expect(found).toEqual({ createPlantedStore: 160, createPlantedSlice: 151, Page: 121 });
    });
  });

  const dirs = [
    ...readdirSync(join(root, 'packages')).map((dir) => join(root, 'packages', dir, 'src')),
    join(root, 'apps/site/src'),
  ];
  const long = overCap(dirs);

  it(`keeps every view within ${VIEW_MAX} lines and every store and slice within ${STORE_MAX}`, () => {
    const unexempted = Object.entries(long)
      .filter(([key]) => !(key in EXEMPT))
      .map(([key, count]) => `${key} (${count} lines)`);
    expect(unexempted).toEqual([]);
  });

  it('keeps each exemption dated, still needed and not expired', () => {
    const today = new Date().toISOString().slice(0, 10);
    const stale = Object.entries(EXEMPT)
      .filter(([key, { since, until }]) => !(key in long) || !(since <= today && today <= until))
      .map(
        ([key, { until }]) => `${key} (${key in long ? `expired ${until}` : 'fits now: drop the exemption'})`,
      );
    expect(stale).toEqual([]);
  });
});
