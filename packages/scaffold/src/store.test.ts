import { describe, expect, it } from 'vitest';
import { asciiTree } from './core/asciiTree';
import { file, folder } from './core/model';
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
