import { describe, expect, it } from 'vitest';
import { asciiTree } from './core/asciiTree';
import { file, folder, MAX_DEPTH, MAX_ENTRIES, validateTree } from './core/model';
import { TEMPLATES } from './core/templates';
import { createScaffoldStore } from './store';

describe('scaffold store', () => {
  it('starts with my-project and the React template', () => {
    const store = createScaffoldStore();
    expect(store.getState().projectName).toBe('my-project');
    expect(store.getState().template).toBe('react');
    expect(store.getState().tree.length).toBeGreaterThan(3);
  });

  it('has the five templates in spec order, each realistic except Custom', () => {
    expect(TEMPLATES.map((t) => t.label)).toEqual([
      'React App',
      'Node.js API',
      'Full Stack',
      'Python Project',
      'Custom',
    ]);
    for (const t of TEMPLATES.slice(0, 4)) expect(t.tree().some((e) => e.type === 'folder')).toBe(true);
    const store = createScaffoldStore();
    store.getState().loadTemplate('custom');
    expect(store.getState().tree).toEqual([]);
    store.getState().loadTemplate('python');
    expect(store.getState().tree.map((e) => e.name)).toContain('pyproject.toml');
  });

  it('adds trimmed names, ignores blanks, refuses bad names and duplicates', () => {
    const store = createScaffoldStore({ template: 'custom' });
    const { addEntry } = store.getState();
    expect(addEntry('folder', '  scripts  ')).toBe('added');
    expect(addEntry('file', '   ')).toBe('ignored');
    expect(addEntry('file', '')).toBe('ignored');
    expect(addEntry('file', 'a/b')).toBe("A name cannot contain '/': add folders one level at a time.");
    expect(addEntry('file', '..')).toMatch(/not allowed/);
    expect(addEntry('file', 'x'.repeat(256))).toMatch(/at most 255 bytes/);
    expect(addEntry('file', 'scripts')).toBe("'scripts' already exists at the top level.");
    expect(addEntry('file', 'LICENSE')).toBe('added');
    expect(store.getState().tree).toEqual([folder('scripts'), file('LICENSE')]);
  });

  it('deletes top-level items by index', () => {
    const store = createScaffoldStore({ template: 'custom' });
    store.getState().addEntry('file', 'a');
    store.getState().addEntry('file', 'b');
    store.getState().addEntry('file', 'c');
    store.getState().removeEntry(1);
    expect(store.getState().tree.map((e) => e.name)).toEqual(['a', 'c']);
  });
});

describe('asciiTree', () => {
  it('draws the tree with box characters and shows control characters visibly', () => {
    expect(asciiTree('app', [folder('src', [file('main.ts'), folder('lib')]), file('a\nb')])).toBe(
      ['app/', '├── src/', '│   ├── main.ts', '│   └── lib/', '└── a\\nb'].join('\n'),
    );
  });
});

describe('nested editing', () => {
  const start = () => {
    const store = createScaffoldStore({ template: 'custom' });
    store.getState().replaceTree([folder('src', [file('a.ts'), folder('lib')]), file('README.md')]);
    return store;
  };

  it('adds inside a folder and refuses names a file system refuses, with the reason', () => {
    const store = start();
    const { add } = store.getState();
    expect(add('file', ' b.ts ', [0])).toEqual({ status: 'done', path: [0, 2] });
    expect(add('file', 'a.ts', [0])).toEqual({
      status: 'refused',
      message: "'a.ts' already exists in src/.",
    });
    expect(add('folder', 'x', [0, 1])).toEqual({ status: 'done', path: [0, 1, 0] });
    for (const [name, reason] of [
      ['a/b', "cannot contain '/'"],
      ['.', "'.' is not allowed"],
      ['..', "'..' is not allowed"],
      ['n\0ul', 'NUL'],
      ['é'.repeat(128), 'at most 255 bytes long (this one is 256)'],
    ] as const)
      expect(add('file', name, [0])).toEqual({ status: 'refused', message: expect.stringContaining(reason) });
    expect(add('file', 'x', [1])).toEqual({ status: 'refused', message: 'That folder no longer exists.' });
  });

  it('renames, refusing a sibling’s name and blank names', () => {
    const store = start();
    expect(store.getState().rename([0, 0], 'lib')).toEqual({
      status: 'refused',
      message: "'lib' already exists in src/.",
    });
    expect(store.getState().rename([0, 0], '  ')).toEqual({
      status: 'refused',
      message: 'A name cannot be empty.',
    });
    expect(store.getState().rename([0, 0], 'main.ts')).toEqual({ status: 'done', path: [0, 0] });
    expect(store.getState().tree[0]).toEqual(folder('src', [file('main.ts'), folder('lib')]));
  });

  it('moves up, down, out and in, and says why a move is impossible', () => {
    const store = start();
    const { move } = store.getState();
    expect(move([0, 0], 'up')).toEqual({
      status: 'refused',
      message: "'a.ts' is already the first item in src/.",
    });
    expect(move([0, 0], 'in')).toEqual({
      status: 'refused',
      message: "There is no folder just above 'a.ts' to move it into.",
    });
    expect(move([0, 0], 'down')).toEqual({ status: 'done', path: [0, 1] });
    expect(move([0, 1], 'in')).toEqual({ status: 'done', path: [0, 0, 0] });
    expect(store.getState().tree[0]).toEqual(folder('src', [folder('lib', [file('a.ts')])]));
    expect(move([0, 0, 0], 'out')).toEqual({ status: 'done', path: [0, 1] });
    expect(move([0, 1], 'out')).toEqual({ status: 'done', path: [1] });
    expect(store.getState().tree.map((e) => e.name)).toEqual(['src', 'a.ts', 'README.md']);
    expect(move([1], 'out')).toEqual({ status: 'refused', message: "'a.ts' is already at the top level." });
    store.getState().add('file', 'a.ts', [0]);
    expect(move([0, 1], 'out')).toEqual({
      status: 'refused',
      message: "'a.ts' already exists at the top level.",
    });
  });

  it('keeps the limits: items, depth, content size', () => {
    const store = createScaffoldStore({ template: 'custom' });
    const many = Array.from({ length: MAX_ENTRIES }, (_, i) => file(`f${i}`));
    expect(store.getState().replaceTree([...many, file('one-more')])).toEqual({
      status: 'refused',
      message: 'The tree has 2,001 items: at most 2,000 are allowed.',
    });
    expect(store.getState().replaceTree(many).status).toBe('done');
    expect(store.getState().add('file', 'x')).toEqual({
      status: 'refused',
      message: 'The tree already has 2,000 items, the most it can hold.',
    });

    store.getState().replaceTree([]);
    let parent: number[] = [];
    for (let level = 1; level <= MAX_DEPTH; level += 1) {
      expect(store.getState().add('folder', `d${level}`, parent).status).toBe('done');
      parent = [...parent, 0];
    }
    expect(store.getState().add('file', 'too-deep', parent)).toEqual({
      status: 'refused',
      message: 'The tree can be at most 32 levels deep.',
    });

    store.getState().replaceTree(['a', 'b', 'c', 'd', 'e', 'f'].map((name) => file(name)));
    for (const index of [0, 1, 2, 3, 4])
      expect(store.getState().setContent([index], 'x'.repeat(999_000)).status).toBe('done');
    expect(store.getState().setContent([5], 'y'.repeat(10_000))).toEqual({
      status: 'refused',
      message: 'The files would hold 5.00 MB: at most 5 MB of content is allowed in all.',
    });
    expect(store.getState().setContent([0], 'x'.repeat(1_000_001))).toEqual({
      status: 'refused',
      message: 'A file can hold at most 1 MB of text (this one has 1.00 MB).',
    });
    expect(validateTree('p', store.getState().tree)).toEqual([]);
  });

  it('starter files follow the project name until the user edits them', () => {
    const store = createScaffoldStore({ template: 'node' });
    const pkg = () => {
      const entry = store.getState().tree.find((e) => e.name === 'package.json');
      return entry?.type === 'file' ? JSON.parse(entry.content ?? '') : null;
    };
    const readme = () => {
      const entry = store.getState().tree.find((e) => e.name === 'README.md');
      return entry?.type === 'file' ? entry.content : null;
    };
    expect(pkg().name).toBe('my-project');
    store.getState().setProjectName('');
    store.getState().setProjectName('Shop API');
    expect(pkg().name).toBe('shop-api');
    const index = store.getState().tree.findIndex((e) => e.name === 'README.md');
    store.getState().setContent([index], '# mine\n');
    store.getState().setProjectName('shop');
    expect(pkg().name).toBe('shop');
    expect(readme()).toBe('# mine\n');
  });
});
