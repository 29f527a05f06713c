import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { CodeToken } from '../highlight/tokens';
import { CodeBlock, CodeCommand, KeepWhole } from './CodeBlock';
import * as styles from './CodeBlock.css';

const script = '#!/usr/bin/env bash\necho "$HOME" # home\n';
const tokens: CodeToken[] = [
  ['meta', '#!/usr/bin/env bash'],
  '\n',
  ['function', 'echo'],
  ' ',
  ['string', '"'],
  ['variable', '$HOME'],
  ['string', '"'],
  ' ',
  ['comment', '# home'],
  '\n',
];

function mockClipboard() {
  const writeText = vi.fn().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  return writeText;
}

describe('CodeBlock', () => {
  it('draws build-time tokens as coloured spans whose text is the code, and copies the plain text', async () => {
    const writeText = mockClipboard();
    render(<CodeBlock tokens={tokens} filename="hello.sh" label="Hello script" />);
    const region = screen.getByRole('region', { name: 'Hello script' });
    expect(region.tabIndex).toBe(0);
    const code = region.querySelector('pre > code');
    expect(code?.textContent).toBe(script);
    const variable = [...(code?.querySelectorAll('span') ?? [])].find((s) => s.textContent === '$HOME');
    expect(variable?.className).toBe(styles.token.variable);
    // Nothing but spans and text inside the code: a selection copies the script as it is.
    expect([...(code?.children ?? [])].every((child) => child.tagName === 'SPAN')).toBe(true);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    });
    expect(writeText).toHaveBeenCalledWith(script);
  });

  it('prerenders the highlighted code (no script needed to see the colours)', () => {
    const html = renderToString(<CodeBlock tokens={tokens} filename="hello.sh" />);
    expect(html).toContain(`<span class="${styles.token.comment}"># home</span>`);
    expect(html).toContain('<pre');
  });

  it('shows plain code when the tokens are of another text (never the wrong code)', () => {
    render(<CodeBlock code="echo other" tokens={tokens} label="Other" />);
    const code = screen.getByRole('region', { name: 'Other' }).querySelector('code');
    expect(code?.textContent).toBe('echo other');
    expect(code?.children).toHaveLength(0);
  });

  it('shows the plain text first, then the tokens of a highlighter loaded once the block nears the viewport', async () => {
    const observers: { callback: IntersectionObserverCallback; margin?: string; watched: Element[] }[] = [];
    class FakeObserver {
      entry: { callback: IntersectionObserverCallback; margin?: string; watched: Element[] };
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        this.entry = { callback, margin: options?.rootMargin, watched: [] };
        observers.push(this.entry);
      }
      observe(element: Element) {
        this.entry.watched.push(element);
      }
      disconnect() {
        this.entry.watched = [];
      }
    }
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const near = async (isIntersecting: boolean) => {
      for (const observer of observers)
        for (const target of observer.watched)
          await act(async () =>
            observer.callback(
              [{ isIntersecting, target } as unknown as IntersectionObserverEntry],
              observer as unknown as IntersectionObserver,
            ),
          );
    };
    let resolve: (fn: (code: string) => CodeToken[]) => void = () => {};
    const load = vi.fn(() => new Promise<(code: string) => CodeToken[]>((r) => (resolve = r)));
    const { rerender } = render(<CodeBlock code={script} highlight={load} label="Generated" />);
    const region = screen.getByRole('region', { name: 'Generated' });
    expect(region.querySelector('code')?.children).toHaveLength(0);
    // Below the fold: nothing is loaded (the grammar and the tokenizing stay out of the page's load).
    expect(observers[0]?.margin).toBe('600px 0px');
    await near(false);
    expect(load).not.toHaveBeenCalled();
    await near(true);
    expect(load).toHaveBeenCalledTimes(1);
    expect(observers[0]?.watched).toEqual([]);
    vi.unstubAllGlobals();
    await act(async () => resolve((code) => (code === script ? tokens : [['function', code]])));
    await waitFor(() => expect(region.querySelectorAll('code span').length).toBeGreaterThan(0));
    expect(region.querySelector('code')?.textContent).toBe(script);
    rerender(<CodeBlock code="ls" highlight={load} label="Generated" />);
    // The same highlighter runs on the new code; the loader is not called again.
    expect(region.querySelector('code')?.innerHTML).toBe(`<span class="${styles.token.function}">ls</span>`);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads the highlighter at once where IntersectionObserver is missing', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const load = vi.fn(() => Promise.resolve((code: string): CodeToken[] => [['function', code]]));
    render(<CodeBlock code="ls" highlight={load} label="Generated" />);
    await act(async () => {});
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('region', { name: 'Generated' }).querySelectorAll('code span')).toHaveLength(1);
    vi.unstubAllGlobals();
  });

  it('keeps the plain text if a highlighter returns tokens of another text', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const load = () => Promise.resolve(() => tokens);
    render(<CodeBlock code="ls" highlight={load} label="Generated" />);
    await act(async () => {});
    expect(screen.getByRole('region', { name: 'Generated' }).querySelector('code')?.innerHTML).toBe('ls');
    vi.unstubAllGlobals();
  });

  it('copies copyText when the shown code is a cut preview', async () => {
    const writeText = mockClipboard();
    render(<CodeBlock code="echo 1" copyText={() => 'echo 1\necho 2\n'} label="Preview" />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    });
    expect(writeText).toHaveBeenCalledWith('echo 1\necho 2\n');
  });
});

describe('CodeCommand', () => {
  it('is a named, keyboard-scrollable command with its own copy button', async () => {
    const writeText = mockClipboard();
    render(<CodeCommand code="chmod +x run.sh" label="Make it executable" />);
    const region = screen.getByRole('region', { name: 'Make it executable' });
    expect(region.tabIndex).toBe(0);
    expect(region.querySelector('pre > code')?.textContent).toBe('chmod +x run.sh');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy: Make it executable' }));
    });
    expect(writeText).toHaveBeenCalledWith('chmod +x run.sh');
  });

  it('keeps each word whole (it wraps only at spaces, never after a hyphen), highlighted or not', () => {
    const { container } = render(
      <>
        <CodeCommand code="Set-ExecutionPolicy -Scope Process" label="Plain" />
        <CodeCommand
          tokens={[['function', 'chmod'], ' +x ', ['string', './create-my-'], 'app.sh']}
          label="Highlighted"
        />
      </>,
    );
    const words = [...container.querySelectorAll(`.${styles.word}`)].map((w) => w.textContent);
    expect(words).toEqual(['Set-ExecutionPolicy', '-Scope', 'Process', 'chmod', '+x', './create-my-app.sh']);
    const codes = [...container.querySelectorAll('pre > code')].map((c) => c.textContent);
    expect(codes).toEqual(['Set-ExecutionPolicy -Scope Process', 'chmod +x ./create-my-app.sh']);
    // The coloured piece keeps its colour inside its word.
    const last = container.querySelectorAll(`.${styles.word}`)[5];
    expect(last?.querySelector(`.${styles.token.string}`)?.textContent).toBe('./create-my-');
  });
});

describe('KeepWhole', () => {
  it('keeps file names, flags and paths whole in prose and leaves other words free to wrap', () => {
    const { container } = render(
      <p>
        <KeepWhole>
          {'Writes C:\\ElectrumX\\electrumx.conf (unless -Force) and start-electrumx.ps1 for you.'}
        </KeepWhole>
      </p>,
    );
    const whole = [...container.querySelectorAll(`.${styles.word}`)].map((w) => w.textContent);
    expect(whole).toEqual(['C:\\ElectrumX\\electrumx.conf', '-Force)', 'start-electrumx.ps1']);
    expect(container.textContent).toBe(
      'Writes C:\\ElectrumX\\electrumx.conf (unless -Force) and start-electrumx.ps1 for you.',
    );
  });
});
