import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { file, folder } from './core/model';
import { TREE_COPIED_TOAST } from './messages';
import { ScaffoldPage } from './ScaffoldPage';
import { createScaffoldStore } from './store';

const toastSuccess = vi.hoisted(() => vi.fn());
vi.mock('@demos/kit', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@demos/kit')>();
  return { ...actual, toast: Object.assign(actual.toast, { success: toastSuccess }) };
});

afterEach(() => vi.restoreAllMocks());

describe('ScaffoldPage', () => {
  it('opens with the template and project name its props ask for', () => {
    render(<ScaffoldPage defaultTemplate="python" defaultProjectName="weather-bot" />);
    expect(screen.getByLabelText('Project name')).toHaveProperty('value', 'weather-bot');
    expect(screen.getAllByText('pyproject.toml').length).toBeGreaterThan(0);
  });

  it('adds with Enter, ignores blanks, shows refusals, deletes top-level items', async () => {
    const user = userEvent.setup();
    render(<ScaffoldPage store={createScaffoldStore({ template: 'custom' })} />);
    expect(screen.getByText('The tree is empty. Add a folder or a file, or pick a template.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy tree' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Bash Script' })).toHaveProperty('disabled', true);

    const input = screen.getByLabelText('Folder name');
    await user.type(input, '   {Enter}');
    expect(screen.queryByRole('tree', { name: 'Project tree' })).toBeNull();

    await user.type(input, 'src{Enter}');
    const tree = screen.getByRole('tree', { name: 'Project tree' });
    expect(within(tree).getByText('src/')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Bash Script' })).toHaveProperty('disabled', false);

    await user.click(screen.getByRole('button', { name: 'File' }));
    await user.type(screen.getByLabelText('File name'), 'a/b{Enter}');
    expect(screen.getByText("A name cannot contain '/': add folders one level at a time.")).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Delete src' }));
    expect(screen.getByRole('button', { name: 'Bash Script' })).toHaveProperty('disabled', true);
  });

  it('copies the ASCII tree and shows the toast', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<ScaffoldPage store={createScaffoldStore({ template: 'python', projectName: 'py' })} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy tree' }));
    });
    expect(writeText).toHaveBeenCalledWith(expect.stringMatching(/^py\/\n├── src\/\n│ {3}└── my_package\//));
    expect(toastSuccess).toHaveBeenCalledWith(TREE_COPIED_TOAST);
    expect(TREE_COPIED_TOAST).toBe('Arbre copié dans le presse-papier');
  });

  it('refuses a bad project name and shows the chmod hint for a good one', async () => {
    const user = userEvent.setup();
    render(<ScaffoldPage store={createScaffoldStore({ template: 'node' })} />);
    // The command keeps each word whole in its own element (the kit's CodeCommand): match the whole text.
    const chmod = screen.getAllByText((_, node) => node?.textContent === 'chmod +x create-my-project.sh');
    expect(chmod.length).toBeGreaterThan(0);
    const name = screen.getByLabelText('Project name');
    await user.clear(name);
    await user.type(name, '..');
    expect(screen.getByText(/'\.\.' is not allowed as a name/)).toBeTruthy();
    expect(screen.getByText('Fix the project name to generate the script.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Bash Script' })).toHaveProperty('disabled', true);
  });

  it('adds inside any folder, and refuses a duplicate there with the folder named', async () => {
    const user = userEvent.setup();
    const store = createScaffoldStore({ template: 'custom' });
    render(<ScaffoldPage store={store} />);
    await user.type(screen.getByLabelText('Folder name'), 'src{Enter}');
    await user.click(screen.getByRole('button', { name: 'Add inside src' }));
    expect(screen.getByLabelText('Add to')).toHaveProperty('value', 'src');
    expect(document.activeElement).toBe(screen.getByLabelText('Folder name'));
    await user.keyboard('lib{Enter}');
    await user.selectOptions(screen.getByLabelText('Add to'), 'src/lib');
    await user.click(screen.getByRole('button', { name: 'File' }));
    await user.type(screen.getByLabelText('File name'), 'util.ts{Enter}');
    await user.type(screen.getByLabelText('File name'), 'util.ts{Enter}');
    expect(screen.getByText("'util.ts' already exists in src/lib/.")).toBeTruthy();
    expect(store.getState().tree).toEqual([folder('src', [folder('lib', [file('util.ts')])])]);
    const item = screen.getByRole('treeitem', { name: 'util.ts' });
    expect(item.getAttribute('aria-level')).toBe('3');
  });

  it('is a keyboard tree: arrows, Home/End, collapse, Enter renames, Delete deletes, Alt+arrows move', async () => {
    const user = userEvent.setup();
    const store = createScaffoldStore({ template: 'custom' });
    store.getState().replaceTree([folder('src', [file('a.ts'), file('b.ts')]), file('README.md')]);
    render(<ScaffoldPage store={store} />);
    const tree = screen.getByRole('tree', { name: 'Project tree' });
    const items = () => within(tree).getAllByRole('treeitem');
    expect(items().map((i) => i.tabIndex)).toEqual([0, -1, -1, -1]);
    items()[0]?.focus();
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('treeitem', { name: 'a.ts' }));
    expect(screen.getByRole('treeitem', { name: 'a.ts' }).getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(screen.getByRole('treeitem', { name: 'README.md' }));
    await user.keyboard('{Home}{ArrowLeft}');
    expect(screen.getByRole('treeitem', { name: 'src/' }).getAttribute('aria-expanded')).toBe('false');
    expect(items()).toHaveLength(2);
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('treeitem', { name: 'a.ts' }));
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(screen.getByRole('treeitem', { name: 'src/' }));

    // Enter renames; a refused name keeps the editor open with the reason.
    await user.keyboard('{ArrowDown}{Enter}');
    const input = screen.getByLabelText('New name for a.ts');
    await user.clear(input);
    await user.type(input, 'b.ts{Enter}');
    expect(screen.getByRole('alert').textContent).toBe("'b.ts' already exists in src/.");
    await user.clear(input);
    await user.type(input, 'main.ts{Enter}');
    expect(document.activeElement).toBe(screen.getByRole('treeitem', { name: 'main.ts' }));

    // Alt+Down reorders, Alt+Left moves out of the folder, Alt+Right moves into the folder above.
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(store.getState().tree).toEqual([
      folder('src', [file('b.ts'), file('main.ts')]),
      file('README.md'),
    ]);
    await user.keyboard('{Alt>}{ArrowLeft}{/Alt}');
    expect(store.getState().tree).toEqual([
      folder('src', [file('b.ts')]),
      file('main.ts'),
      file('README.md'),
    ]);
    expect(document.activeElement).toBe(screen.getByRole('treeitem', { name: 'main.ts' }));
    await user.keyboard('{Alt>}{ArrowRight}{/Alt}');
    expect(store.getState().tree).toEqual([
      folder('src', [file('b.ts'), file('main.ts')]),
      file('README.md'),
    ]);
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(screen.getByRole('status').textContent).toBe("'main.ts' is already the last item in src/.");

    // Delete removes the item and keeps focus in the tree.
    await user.keyboard('{Delete}');
    expect(store.getState().tree).toEqual([folder('src', [file('b.ts')]), file('README.md')]);
    expect(document.activeElement).toBe(screen.getByRole('treeitem', { name: 'b.ts' }));
  });

  it('edits a file’s content and keeps the script in step with it', async () => {
    const user = userEvent.setup();
    const store = createScaffoldStore({ template: 'custom' });
    store.getState().replaceTree([file('notes.txt')]);
    render(<ScaffoldPage store={store} />);
    await user.click(screen.getByText('notes.txt'));
    const content = screen.getByLabelText('Content of notes.txt');
    fireEvent.change(content, { target: { value: 'EOF\n$(whoami)' } });
    expect(store.getState().tree).toEqual([file('notes.txt', 'EOF\n$(whoami)')]);
    expect(screen.getByRole('region', { name: 'Generated bash script' }).textContent).toContain(
      "make_file 'my-project/notes.txt' \\\n  'EOF'$'\\n' \\\n  '$(whoami)'",
    );
    fireEvent.change(content, { target: { value: 'a\0b' } });
    expect(
      screen.getByText('File content cannot contain the NUL character: only text files are written.'),
    ).toBeTruthy();
  });

  it('pastes tree output and shows the structure before using it', async () => {
    const user = userEvent.setup();
    const store = createScaffoldStore({ template: 'custom' });
    render(<ScaffoldPage store={store} />);
    await user.click(screen.getByRole('button', { name: 'Paste tree' }));
    const dialog = await screen.findByRole('dialog');
    const field = within(dialog).getByLabelText('Tree text');
    fireEvent.change(field, { target: { value: 'app\n├── src\n│   └── x.ts\n└── y\n./z' } });
    expect(await within(dialog).findByText(/line 5: This line is not part of the tree/)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Use this tree' })).toHaveProperty('disabled', true);
    fireEvent.change(field, {
      target: { value: 'app\n├── src\n│   └── x.ts\n└── y\n\n1 directory, 2 files' },
    });
    expect((await within(dialog).findByRole('region', { name: 'Structure found' })).textContent).toContain(
      '1 folder, 2 files (tree output)',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Use this tree' }));
    expect(store.getState().projectName).toBe('app');
    expect(store.getState().tree).toEqual([folder('src', [file('x.ts')]), file('y')]);
    expect(screen.getByRole('treeitem', { name: 'x.ts' })).toBeTruthy();
  });

  it('states the limits and keeps the Zip button beside the script download', () => {
    render(<ScaffoldPage store={createScaffoldStore({ template: 'custom' })} />);
    expect(
      screen.getByText(
        /Limits: 2,000 folders and files, 32 levels deep, 1 MB of text per file and 5 MB in all/,
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Zip' })).toHaveProperty('disabled', true);
  });
});
