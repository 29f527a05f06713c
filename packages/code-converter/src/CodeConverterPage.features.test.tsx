import { KitProvider } from '@demos/kit';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CodeConverterPage } from './CodeConverterPage';
import type { ConvertFunction, DependencyMapFunction } from './core/convert';

afterEach(() => {
  vi.unstubAllGlobals();
});

const convert = vi.fn<ConvertFunction>(async (_request, options) => {
  options?.onText?.('fn main() {}', 'fn main() {}');
  return { text: 'fn main() {}', stopReason: 'end_turn' };
});

function setup(mapDependencies?: DependencyMapFunction) {
  const user = userEvent.setup();
  render(
    <KitProvider>
      <CodeConverterPage convert={convert} mapDependencies={mapDependencies} />
    </KitProvider>,
  );
  return user;
}

describe('CodeConverterPage: editors, files, descriptions, dependency map', () => {
  it('is a plain text area first, then highlights what was typed without losing it', async () => {
    const user = setup();
    const source = screen.getByLabelText(/Source code/) as HTMLTextAreaElement;
    await user.type(source, 'const x = 1;');
    const [highlight, resultHighlight] = await screen.findAllByTestId('code-highlight', undefined, {
      timeout: 5000,
    });
    if (!highlight) throw new Error('no highlight');
    expect(resultHighlight?.textContent).toBe('\n');
    expect(source.value).toBe('const x = 1;');
    expect(source.hasAttribute('data-highlighted')).toBe(true);
    expect(highlight.textContent).toBe('const x = 1;\n');
    expect(highlight.querySelector('.token.keyword')?.textContent).toBe('const');
    expect(highlight.getAttribute('aria-hidden')).toBe('true');
  });

  it('highlights each language with its own grammar, loaded on demand', async () => {
    const { loadGrammar } = await import('./highlight/prism');
    const { LANGUAGES } = await import('./core/languages');
    for (const { id } of LANGUAGES) expect(await loadGrammar(id), id).toBeTruthy();
  });

  it('opens a chosen file into the source and picks its language', async () => {
    const user = setup();
    const input = screen.getByLabelText('Source file') as HTMLInputElement;
    expect(input.type).toBe('file');
    await user.upload(input, new File(['print("hi")'], 'hello.py', { type: 'text/x-python' }));
    expect((screen.getByLabelText(/Source code/) as HTMLTextAreaElement).value).toBe('print("hi")');
    expect(screen.getByRole('combobox', { name: 'Source language' })).toHaveProperty('value', 'Python');
    expect(document.querySelector('[data-file-name]')?.textContent).toBe('hello.py');
    // Closing the file keeps the code.
    await user.click(await screen.findByRole('button', { name: 'Close hello.py (the code stays)' }));
    expect(document.querySelector('[data-file-name]')).toBeNull();
    expect((screen.getByLabelText(/Source code/) as HTMLTextAreaElement).value).toBe('print("hi")');
  });

  it('offers Natural language as a source and sends the description', async () => {
    const user = setup();
    const picker = screen.getByRole('combobox', { name: 'Source language' });
    await user.click(picker);
    await user.clear(picker);
    await user.type(picker, 'natural');
    await user.click(await screen.findByRole('option', { name: 'Natural language' }));
    await user.type(screen.getByLabelText(/Description/), 'add two numbers');
    expect(screen.getByRole('button', { name: 'Swap languages' })).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: 'Convert Code' }));
    expect(convert).toHaveBeenLastCalledWith(
      { code: 'add two numbers', from: 'natural-language', to: 'python' },
      expect.anything(),
    );
  });

  it('shows the dependency map after the code, with no equivalent where the model says so', async () => {
    const user = setup(async () => [
      { source: 'json', target: 'serde_json' },
      { source: 'tkinter', target: null, note: 'No standard GUI toolkit.' },
    ]);
    await user.type(screen.getByLabelText(/Source code/), 'import json');
    await user.click(screen.getByRole('button', { name: 'Convert Code' }));
    const map = await screen.findByRole('region', { name: 'Dependency map' });
    const rows = within(map).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'JavaScriptPython equivalentNote',
      'jsonserde_json',
      'tkinterno equivalentNo standard GUI toolkit.',
    ]);
    expect(screen.getByRole('button', { name: 'Download' })).toHaveProperty('disabled', false);
  });
});
