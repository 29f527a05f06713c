import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScaffoldPage, TREE_COPIED_TOAST } from './ScaffoldPage';
import { createScaffoldStore } from './store';

const toastSuccess = vi.hoisted(() => vi.fn());
vi.mock('@demos/kit', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@demos/kit')>();
  return { ...actual, toast: Object.assign(actual.toast, { success: toastSuccess }) };
});

afterEach(() => vi.restoreAllMocks());

describe('ScaffoldPage', () => {
  it('adds with Enter, ignores blanks, shows refusals, deletes top-level items', async () => {
    const user = userEvent.setup();
    render(<ScaffoldPage store={createScaffoldStore({ template: 'custom' })} />);
    expect(screen.getByText('The tree is empty. Add a folder or a file, or pick a template.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy tree' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Bash Script' })).toHaveProperty('disabled', true);

    const input = screen.getByLabelText('Folder name');
    await user.type(input, '   {Enter}');
    expect(screen.queryByRole('list', { name: 'Project tree' })).toBeNull();

    await user.type(input, 'src{Enter}');
    const tree = screen.getByRole('list', { name: 'Project tree' });
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
    expect(screen.getByText('chmod +x create-my-project.sh')).toBeTruthy();
    const name = screen.getByLabelText('Project name');
    await user.clear(name);
    await user.type(name, '..');
    expect(screen.getByText(/'\.\.' is not allowed as a name/)).toBeTruthy();
    expect(screen.getByText('Fix the project name to generate the script.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Bash Script' })).toHaveProperty('disabled', true);
  });
});
