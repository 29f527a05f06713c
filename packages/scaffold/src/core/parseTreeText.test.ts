import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { asciiTree, displayName, undisplayName } from './asciiTree';
import { file, folder, MAX_DEPTH, MAX_ENTRIES, type ScaffoldEntry, validateName } from './model';
import { formatTreeTextProblems, MAX_TREE_TEXT_CHARS, parseTreeText } from './parseTreeText';
import { TEMPLATES } from './templates';

/** The structure only: Copy tree text carries names and types, not file contents. */
const shape = (entries: readonly ScaffoldEntry[]): ScaffoldEntry[] =>
  entries.map((e) => (e.type === 'folder' ? folder(e.name, shape(e.children)) : file(e.name)));

const ok = (text: string) => {
  const parsed = parseTreeText(text);
  if (!parsed.ok) throw new Error(formatTreeTextProblems(parsed.problems));
  return parsed;
};

describe('parseTreeText', () => {
  it('reads the output of tree(1), skipping its summary line', () => {
    const text = [
      '.',
      '├── README.md',
      '├── src',
      '│   ├── lib',
      '│   │   └── util.ts',
      '│   └── main.ts',
      '└── package.json',
      '',
      '2 directories, 4 files',
    ].join('\n');
    const parsed = ok(text);
    expect(parsed.format).toBe('tree');
    expect(parsed.root).toBeUndefined();
    expect(parsed.entries).toEqual([
      file('README.md'),
      folder('src', [folder('lib', [file('util.ts')]), file('main.ts')]),
      file('package.json'),
    ]);
  });

  it('reads tree --charset=ascii, tree -F, no-break spaces and a path as the root', () => {
    expect(ok('/home/ada/app\n|-- bin/\n`-- src\n    `-- a.c\n').root).toBe('app');
    expect(ok('/home/ada/app\n|-- bin/\n`-- src\n    `-- a.c\n').entries).toEqual([
      folder('bin'),
      folder('src', [file('a.c')]),
    ]);
    expect(ok('app\n├──\u00a0src\n│\u00a0\u00a0 └── x\n└── y').entries).toEqual([
      folder('src', [file('x')]),
      file('y'),
    ]);
  });

  it('reads lines indented with spaces or tabs; a trailing / or children make a folder', () => {
    expect(ok('src/\n  components\n    Button.tsx\n  empty/\nREADME.md\n').entries).toEqual([
      folder('src', [folder('components', [file('Button.tsx')]), folder('empty')]),
      file('README.md'),
    ]);
    expect(ok('docs\n\tguide\n\t\tintro.md\n\tapi.md\r\nLICENSE').entries).toEqual([
      folder('docs', [folder('guide', [file('intro.md')]), file('api.md')]),
      file('LICENSE'),
    ]);
    expect(ok('a\n    b\n        c\n    d').format).toBe('indented');
  });

  it('names the line of every problem', () => {
    const parsed = parseTreeText('src/\n    a\n  b\nsrc\nx/y\n..\n');
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(formatTreeTextProblems(parsed.problems)).toBe(
      [
        'line 3: The indentation does not line up with any line above.',
        "line 4: 'src' appears twice in the same folder (lines 1 and 4).",
        "line 5: A name cannot contain '/': add folders one level at a time.",
        "line 6: '..' is not allowed as a name: it means the current or parent folder.",
      ].join('\n'),
    );
    expect(parseTreeText('root\n├── a\nstray line').ok).toBe(false);
    expect(parseTreeText('   \n\n')).toEqual({
      ok: false,
      problems: [{ line: 0, message: 'The text holds no folder or file names.' }],
    });
  });

  it('refuses text over the limits at once, with a clear message', () => {
    const many = Array.from({ length: MAX_ENTRIES + 1 }, (_, i) => `f${i}`).join('\n');
    expect(parseTreeText(many)).toMatchObject({
      ok: false,
      problems: [{ message: /2,001 items: at most 2,000/ }],
    });
    const deep = Array.from({ length: MAX_DEPTH + 1 }, (_, i) => `${' '.repeat(i)}d${i}`).join('\n');
    expect(parseTreeText(deep)).toMatchObject({
      ok: false,
      problems: [{ message: /at most 32 levels deep/ }],
    });
    expect(parseTreeText('x'.repeat(MAX_TREE_TEXT_CHARS + 1))).toMatchObject({
      ok: false,
      problems: [{ line: 0, message: /too long/ }],
    });
  });

  it('reads every template back from its Copy tree text', () => {
    for (const template of TEMPLATES.slice(0, 4)) {
      const tree = template.tree('my-project');
      expect(ok(asciiTree('my-project', tree))).toEqual({
        ok: true,
        format: 'tree',
        root: 'my-project',
        entries: shape(tree),
      });
    }
  });

  it('escapes names so they stay on one visible line and read back exactly', () => {
    expect(displayName('a\\b\n\u202e c ')).toBe('a\\\\b\\n\\u{202e} c\\x20');
    expect(displayName(' │x')).toBe('\\x20│x');
    expect(displayName('│x')).toBe('\\u{2502}x');
    expect(undisplayName('a\\\\n\\q')).toBe('a\\n\\q');
  });
});

const nameArb = fc
  .oneof(
    fc.string({ unit: 'binary', minLength: 1, maxLength: 12 }),
    fc.string({ unit: 'grapheme', minLength: 1, maxLength: 8 }),
    fc
      .array(
        fc.constantFrom(
          ' ',
          '\\',
          '\\n',
          '\n',
          '\t',
          '├── ',
          '│',
          '/',
          '`-- ',
          '|',
          'a',
          '.',
          'é',
          '\u00a0',
          '\u202e',
          '#',
        ),
        {
          minLength: 1,
          maxLength: 6,
        },
      )
      .map((parts) => parts.join('')),
  )
  .filter((name) => validateName(name) === null);

const { tree: treeArb } = fc.letrec<{ tree: ScaffoldEntry[]; entry: ScaffoldEntry }>((tie) => ({
  tree: fc.uniqueArray(tie('entry'), { maxLength: 5, selector: (entry) => entry.name }),
  entry: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    nameArb.map((name) => file(name)),
    fc.tuple(nameArb, tie('tree')).map(([name, children]) => folder(name, children)),
  ),
}));

describe('Copy tree, then Paste tree (property)', () => {
  it('reads back a name holding a line or paragraph separator (found by the property below)', () => {
    const tree = [folder(' ', [folder('\u0001', [file('\u0001\u2028\u0001'), file('a\u2029b')])])];
    const parsed = ok(asciiTree(' ', tree));
    expect(parsed.entries).toEqual(tree);
  });

  it('gives back the same project name and tree, for any tree', () => {
    fc.assert(
      fc.property(
        nameArb,
        treeArb.filter((tree) => tree.length > 0),
        (project, tree) => {
          const parsed = ok(asciiTree(project, tree));
          expect(parsed.root).toBe(project);
          expect(parsed.entries).toEqual(tree);
        },
      ),
      { numRuns: 500 },
    );
  });
});
