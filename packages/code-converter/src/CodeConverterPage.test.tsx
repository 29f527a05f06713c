import { KitProvider } from '@demos/kit';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CodeConverterPage } from './CodeConverterPage';
import type { ConvertFunction } from './core/convert';
import { languageLabel, sourceLabel } from './core/languages';

afterEach(() => {
  vi.unstubAllGlobals();
});

const stubStatus = (configured: boolean) => {
  const fetch = vi.fn(async () => Response.json({ configured }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
};

describe('CodeConverterPage', () => {
  it('opens with the languages its props ask for', () => {
    stubStatus(true);
    render(
      <KitProvider>
        <CodeConverterPage convert={vi.fn<ConvertFunction>()} defaultFrom="rust" defaultTo="go" />
      </KitProvider>,
    );
    expect((screen.getByRole('combobox', { name: 'Source language' }) as HTMLInputElement).value).toBe(
      sourceLabel('rust'),
    );
    expect((screen.getByRole('combobox', { name: 'Target language' }) as HTMLInputElement).value).toBe(
      languageLabel('go'),
    );
  });

  it('checks a finished result with the target language parser: passed, or the error line marked and announced', async () => {
    stubStatus(true);
    let answer = 'def greet(name):\n    return "Hello, " + name\n';
    const convert = vi.fn<ConvertFunction>(async () => ({ text: answer, stopReason: 'end_turn' }));
    const user = userEvent.setup();
    render(
      <KitProvider>
        <CodeConverterPage convert={convert} apiBase="/test-check" />
      </KitProvider>,
    );
    await user.type(screen.getByLabelText(/Source code/), 'let x = 1;');
    await user.click(screen.getByRole('button', { name: 'Convert Code' }));
    expect((await screen.findByText('Syntax check passed')).getAttribute('role')).toBe('status');

    answer = 'def greet(name)\n    return name\n';
    await user.click(screen.getByRole('button', { name: 'Convert Code' }));
    const error = await screen.findByText(/^Syntax error at line 1: /, {}, { timeout: 3000 });
    expect(error.getAttribute('role')).toBe('status');
    // Copy and Download stay available: the code is the visitor's to fix.
    expect(screen.getByRole('button', { name: 'Copy result' })).toHaveProperty('disabled', false);
    expect(screen.getByRole('button', { name: 'Download' })).toHaveProperty('disabled', false);

    await user.click(screen.getByRole('combobox', { name: 'Target language' }));
    await user.keyboard('{Control>}a{/Control}Haskell{Enter}');
    await user.click(screen.getByRole('button', { name: 'Convert Code' }));
    expect(await screen.findByText('Not checked')).toBeTruthy();
  });

  it('offers Stop while converting; a stopped result is marked incomplete; a finished one names its model', async () => {
    stubStatus(true);
    const convert = vi.fn<ConvertFunction>(async (request, options) => {
      if (request.partial) return { text: '\nprint(x)', stopReason: 'end_turn', model: 'llama3.1:8b' };
      options?.onText?.('x = 1', 'x = 1');
      return new Promise((_resolve, reject) =>
        options?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))),
      );
    });
    const user = userEvent.setup();
    render(
      <KitProvider>
        <CodeConverterPage convert={convert} apiBase="/test-stop" />
      </KitProvider>,
    );
    await user.type(screen.getByLabelText(/Source code/), 'let x = 1;');
    await user.click(screen.getByRole('button', { name: 'Convert Code' }));
    await user.click(await screen.findByRole('button', { name: 'Stop the conversion' }));
    expect(convert.mock.calls[0]?.[1]?.signal?.aborted).toBe(true);
    expect(screen.getByRole('status').textContent).toContain('Stopped: the result is incomplete.');
    expect((screen.getByLabelText(/Converted code/) as HTMLTextAreaElement).value).toBe('x = 1');
    expect(screen.queryByText(/Converted by/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Converted by llama3.1:8b')).toBeTruthy();
    expect((screen.getByLabelText(/Converted code/) as HTMLTextAreaElement).value).toBe('x = 1\nprint(x)');
  });

  it('labels both comboboxes and streams a conversion into the read-only result', async () => {
    stubStatus(true);
    const convert = vi.fn<ConvertFunction>(async (_request, options) => {
      options?.onText?.('x = 1', 'x = 1');
      return { text: 'x = 1', stopReason: 'end_turn' };
    });
    const user = userEvent.setup();
    render(
      <KitProvider>
        <CodeConverterPage convert={convert} apiBase="/test-a" />
      </KitProvider>,
    );
    expect(screen.getByRole('combobox', { name: 'Source language' })).toHaveProperty('value', 'JavaScript');
    expect(screen.getByRole('combobox', { name: 'Target language' })).toHaveProperty('value', 'Python');
    await user.type(screen.getByLabelText(/Source code/), 'let x = 1;');
    await user.click(screen.getByRole('button', { name: 'Convert Code' }));
    const result = screen.getByLabelText(/Converted code/) as HTMLTextAreaElement;
    expect(result.readOnly).toBe(true);
    expect(result.value).toBe('x = 1');
    expect(convert.mock.calls[0]?.[0]).toEqual({ code: 'let x = 1;', from: 'javascript', to: 'python' });
  });

  it('shows one calm footer notice when the proxy reports no API key, and Convert points to it', async () => {
    const fetch = stubStatus(false);
    const user = userEvent.setup();
    render(
      <KitProvider>
        <CodeConverterPage apiBase="/test-b" />
      </KitProvider>,
    );
    const text = await screen.findByText(
      'Code conversion is not available on this site yet: the AI API key must be configured on the server before code can be converted.',
    );
    const notice = text.closest('[role="status"]') as HTMLElement;
    expect(notice.closest('footer')).toBeTruthy();
    expect(document.body.textContent).not.toContain('ANTHROPIC');
    expect(fetch).toHaveBeenCalledWith('/test-b/status', expect.anything());

    const convert = screen.getByRole('button', { name: 'Convert Code' });
    expect(convert).toHaveProperty('disabled', false);
    await user.click(convert);
    // The input is checked first, with the spec's message.
    expect(screen.getByRole('alert').textContent).toBe('Please enter some code to convert.');
    expect(notice.hasAttribute('data-emphasised')).toBe(false);

    await user.type(screen.getByLabelText(/Source code/), 'let x = 1;');
    await user.click(convert);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(notice.hasAttribute('data-emphasised')).toBe(true);
    // Only the status call: no conversion was attempted.
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
