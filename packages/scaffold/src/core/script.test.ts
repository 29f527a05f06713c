// @vitest-environment node
import { execFileSync, spawnSync } from 'node:child_process';
import { lstatSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { contentBytes, file, folder, InvalidTreeError, type ScaffoldEntry, validateContent } from './model';
import { generateScript, quoteText, scriptFileName, shellQuote, splitLines } from './script';
import { TEMPLATES } from './templates';

const work = mkdtempSync(join(tmpdir(), 'scaffold-test-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));
let counter = 0;
const freshDir = () => {
  counter += 1;
  const dir = join(work, `run-${counter}`);
  execFileSync('mkdir', ['--', dir]);
  return dir;
};

/** Lists a directory recursively as sorted "type path" lines plus inode/mtime for change checks. */
function snapshot(dir: string): { tree: string[]; stamps: string[] } {
  const tree: string[] = [];
  const stamps: string[] = [];
  const walk = (absolute: string, relative: string[]) => {
    for (const name of readdirSync(absolute)) {
      const path = join(absolute, name);
      const stat = lstatSync(path);
      const segments = [...relative, name];
      const kind = stat.isDirectory() ? 'folder' : stat.isFile() ? 'file' : 'other';
      const bytes = kind === 'file' ? ` ${readFileSync(path).toString('hex')}` : '';
      tree.push(`${kind} ${JSON.stringify(segments)}${bytes}`);
      stamps.push(`${JSON.stringify(segments)} ${stat.ino} ${stat.mtimeMs} ${stat.size}`);
      if (stat.isDirectory()) walk(path, segments);
    }
  };
  walk(dir, []);
  return { tree: tree.sort(), stamps: stamps.sort() };
}

function modelLines(project: string, tree: readonly ScaffoldEntry[]): string[] {
  const lines = [`folder ${JSON.stringify([project])}`];
  const walk = (entries: readonly ScaffoldEntry[], parent: string[]) => {
    for (const entry of entries) {
      const segments = [...parent, entry.name];
      const bytes =
        entry.type === 'file' ? ` ${Buffer.from(contentBytes(entry.content)).toString('hex')}` : '';
      lines.push(`${entry.type} ${JSON.stringify(segments)}${bytes}`);
      if (entry.type === 'folder') walk(entry.children, segments);
    }
  };
  walk(tree, [project]);
  return lines.sort();
}

function runScript(script: string, cwd: string, args: string[] = []) {
  const path = join(work, `script-${counter}.sh`);
  writeFileSync(path, script);
  return spawnSync('bash', [path, ...args], { cwd, encoding: 'utf8', timeout: 20_000 });
}

describe('generateScript', () => {
  it('starts with the bash shebang and strict mode', () => {
    const script = generateScript('demo', [file('a')]);
    expect(script.startsWith('#!/usr/bin/env bash\n')).toBe(true);
    expect(script).toContain('set -euo pipefail');
    expect(script).toContain('mkdir -- "$1"');
  });

  it('single-quotes every path and escapes quotes', () => {
    expect(shellQuote("it's")).toBe(`'it'\\''s'`);
    const script = generateScript("o'neil", [file('$(rm -rf ~)')]);
    expect(script).toContain(`make_dir 'o'\\''neil'`);
    expect(script).toContain(`make_file 'o'\\''neil/$(rm -rf ~)'`);
  });

  it.each(TEMPLATES.map((t) => [t.id, t] as const))(
    'the %s template passes shellcheck -S warning',
    (_id, template) => {
      const path = join(work, `shellcheck-${template.id}.sh`);
      writeFileSync(path, generateScript('my-project', template.tree()));
      const result = spawnSync('shellcheck', ['-S', 'warning', path], { encoding: 'utf8' });
      expect(result.stdout + result.stderr).toBe('');
      expect(result.status).toBe(0);
    },
  );

  it.each(TEMPLATES.map((t) => [t.id, t] as const))('the %s template creates its tree', (_id, template) => {
    const dir = freshDir();
    const result = runScript(generateScript('my-project', template.tree()), dir);
    expect(result.status).toBe(0);
    expect(snapshot(dir).tree).toEqual(modelLines('my-project', template.tree()));
  });

  it('refuses names that cannot be file names, with a clear message', () => {
    for (const bad of ['a/b', 'nul\0', '.', '..', 'x'.repeat(256), '', 'é'.repeat(128)]) {
      expect(() => generateScript('p', [file(bad)])).toThrow(InvalidTreeError);
    }
    expect(() => generateScript('..', [])).toThrow(/Project name: '\.\.' is not allowed/);
    expect(() => generateScript('p', [file('a/b')])).toThrow("a/b: A name cannot contain '/'");
    expect(() => generateScript('p', [file('x'.repeat(256))])).toThrow('at most 255 bytes');
    expect(() => generateScript('p', [file('same'), folder('same')])).toThrow('appears twice');
    expect(() => generateScript('p', [file('x'.repeat(255))])).not.toThrow();
  });

  it('--dry-run only reports, and unknown options are refused', () => {
    const dir = freshDir();
    const script = generateScript('proj', [folder('src', [file('main.ts')])]);
    const dry = runScript(script, dir, ['--dry-run']);
    expect(dry.status).toBe(0);
    expect(dry.stdout).toContain('would create  proj/src/main.ts');
    expect(dry.stdout).toContain('Dry run: nothing was changed.');
    expect(readdirSync(dir)).toEqual([]);
    const wrong = runScript(script, dir, ['--force']);
    expect(wrong.status).toBe(2);
    expect(wrong.stderr).toContain('Unknown option: --force');
    expect(readdirSync(dir)).toEqual([]);
  });

  it('never overwrites an existing file and stops when a folder name is taken by a file', () => {
    const dir = freshDir();
    execFileSync('mkdir', ['--', join(dir, 'proj')]);
    writeFileSync(join(dir, 'proj', 'keep.txt'), 'precious');
    const ok = runScript(generateScript('proj', [file('keep.txt')]), dir);
    expect(ok.status).toBe(0);
    expect(ok.stdout).toContain('exists        proj/keep.txt');
    expect(execFileSync('cat', [join(dir, 'proj', 'keep.txt')], { encoding: 'utf8' })).toBe('precious');
    const clash = runScript(generateScript('proj', [folder('keep.txt')]), dir);
    expect(clash.status).toBe(1);
    expect(clash.stderr).toContain('exists and is not a folder');
  });

  it('writes contents byte for byte, with no expansion', () => {
    const dir = freshDir();
    const nasty = 'EOF\n$(touch pwned) `touch pwned2` $' + "{HOME} it's\r\n\\x41 %s\x1b[0m\u202e\tend";
    const tree = [
      folder('a', [file('nasty.txt', nasty), file('empty')]),
      file('no-newline', 'last line'),
      file('only-newlines', '\n\n'),
      file('latin.txt', 'Ã©ÿþ\u0080'),
    ];
    const script = generateScript('p', tree);
    expect(script).toContain(`make_file 'p/no-newline' \\\n  'last line'\n`);
    const result = runScript(script, dir);
    expect(result.stderr).toBe('');
    expect(snapshot(dir).tree).toEqual(modelLines('p', tree));
    expect(readFileSync(join(dir, 'p/a/nasty.txt'), 'utf8')).toBe(nasty);
    expect(readFileSync(join(dir, 'p/no-newline'))).toEqual(Buffer.from('last line'));
  });

  it('quotes text one line of the file per script line, control bytes spelled out', () => {
    expect(splitLines('a\nb\n\nc')).toEqual(['a\n', 'b\n', '\n', 'c']);
    expect(quoteText('')).toBe("''");
    expect(quoteText("it's $(x)\r\n")).toBe(`'it'$'\\'''s $(x)'$'\\r\\n'`);
    expect(quoteText('\x1b[1m\u202e')).toBe(`$'\\x1b''[1m'$'\\xe2\\x80\\xae'`);
    expect(generateScript('p', [file('x', '\n')])).toContain(`make_file 'p/x' \\\n  $'\\n'\n`);
  });

  it('refuses contents it cannot write, with a clear message', () => {
    expect(() => generateScript('p', [file('x', 'a\0b')])).toThrow(
      'x: File content cannot contain the NUL character',
    );
    expect(() => generateScript('p', [file('x', 'a'.repeat(1_000_001))])).toThrow(/at most 1 MB of text/);
    const five = Array.from({ length: 6 }, (_, i) => file(`f${i}`, 'a'.repeat(900_000)));
    expect(() => generateScript('p', five)).toThrow(
      'The files hold 5.40 MB: at most 5 MB of content is allowed.',
    );
  });

  it('scripts full of hostile names and contents pass shellcheck -S warning', () => {
    const dir = freshDir();
    const paths = fc.sample(caseArb, { numRuns: 40, seed: 22 }).map(({ project, tree }, index) => {
      const path = join(dir, `hostile-${index}.sh`);
      writeFileSync(path, generateScript(project, tree));
      return path;
    });
    const result = spawnSync('shellcheck', ['-S', 'warning', ...paths], { encoding: 'utf8' });
    expect(result.stdout + result.stderr).toBe('');
    expect(result.status).toBe(0);
  });

  it('makes a portable download name', () => {
    expect(scriptFileName('my-project')).toBe('create-my-project.sh');
    expect(scriptFileName("$(x) 'y'")).toBe('create-x-y.sh');
    expect(scriptFileName('日本')).toBe('create-project.sh');
  });
});

const hostileFragment = fc.constantFrom(
  ' ',
  "'",
  '"',
  '$(touch pwned)',
  '`touch pwned2`',
  '\n',
  '\t',
  '*',
  '?',
  '[a-z]',
  '{a,b}',
  '-',
  '--',
  '-rf',
  '\\',
  '$HOME',
  '~',
  '!',
  ';',
  '&',
  '|',
  '>',
  '<',
  '#',
  'é',
  '日本',
  '😀',
  'a',
  'file.txt',
  '.',
  '\u202e',
);
const hostileName = fc
  .oneof(
    fc.array(hostileFragment, { minLength: 1, maxLength: 5 }).map((parts) => parts.join('')),
    fc.string({ unit: 'grapheme', minLength: 1, maxLength: 12 }),
  )
  .filter((name) => name !== '.' && name !== '..' && !name.includes('/') && !name.includes('\0'));

/** File contents that break naive scripts: here-doc ends, substitutions, CR, escapes, odd bytes. */
const hostileContentFragment = fc.constantFrom(
  'EOF',
  'EOF\n',
  '\nEOF\n',
  "'EOF'",
  '$(touch pwned)',
  '`touch pwned2`',
  '$' + '{HOME}',
  '$1',
  "'",
  "'\\''",
  '"',
  '\\',
  '\\x41',
  '%s',
  '%b\\n',
  '-n',
  '--',
  '\r',
  '\r\n',
  '\n',
  '\n\n',
  '\t',
  ' ',
  '\u00a0',
  '\x1b[31m',
  '\x7f',
  '\u0080',
  '\u202e',
  '\ufeff',
  'ÿþ',
  'Ã©',
  '日本',
  '😀',
  '!',
  '#!/bin/sh',
);
const contentArb = fc
  .oneof(
    fc.constant(''),
    fc.array(hostileContentFragment, { minLength: 1, maxLength: 8 }).map((parts) => parts.join('')),
    fc.string({ unit: 'binary', maxLength: 40 }),
  )
  .filter((content) => validateContent(content) === null);

const { tree: treeArb } = fc.letrec<{ tree: ScaffoldEntry[]; entry: ScaffoldEntry }>((tie) => ({
  tree: fc.uniqueArray(tie('entry'), { maxLength: 4, selector: (entry) => entry.name }),
  entry: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.tuple(hostileName, contentArb).map(([name, content]) => file(name, content)),
    fc.tuple(hostileName, tie('tree')).map(([name, children]) => folder(name, children)),
  ),
}));

const caseArb = fc.record({ project: hostileName, tree: treeArb });
const BATCH = 10;

/**
 * Runs a batch of scripts, each in its own empty folder, from one bash process (one spawn per
 * batch instead of one per script keeps 500 trees fast). Returns the folders.
 */
function runBatch(cases: readonly { project: string; tree: ScaffoldEntry[] }[], base: string) {
  const lines = ['set -eu'];
  cases.forEach(({ project, tree }, index) => {
    writeFileSync(join(base, `script-${index}.sh`), generateScript(project, tree));
    lines.push(`(cd -- 'case-${index}' && bash '../script-${index}.sh')`);
  });
  writeFileSync(join(base, 'driver.sh'), `${lines.join('\n')}\n`);
  return () => spawnSync('bash', ['driver.sh'], { cwd: base, encoding: 'utf8', timeout: 60_000 });
}

describe('generated scripts against bash (property)', () => {
  it(`create exactly the model tree, every file byte for byte, and a second run changes nothing (${BATCH * 50} trees)`, () => {
    fc.assert(
      fc.property(fc.array(caseArb, { minLength: BATCH, maxLength: BATCH }), (cases) => {
        const base = freshDir();
        const dirs = cases.map((_, index) => {
          const dir = join(base, `case-${index}`);
          execFileSync('mkdir', ['--', dir]);
          return dir;
        });
        const run = runBatch(cases, base);
        const first = run();
        expect(first.stderr).toBe('');
        expect(first.status).toBe(0);
        const before = dirs.map((dir) => snapshot(dir));
        cases.forEach(({ project, tree }, index) => {
          expect(before[index]?.tree).toEqual(modelLines(project, tree));
        });
        const second = run();
        expect(second.stderr).toBe('');
        expect(second.status).toBe(0);
        expect(second.stdout).not.toMatch(/^created/m);
        expect(dirs.map((dir) => snapshot(dir).stamps)).toEqual(before.map((b) => b.stamps));
        rmSync(base, { recursive: true, force: true });
      }),
      { numRuns: 50 },
    );
  }, 300_000);
});
