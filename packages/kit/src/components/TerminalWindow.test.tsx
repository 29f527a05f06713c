import { render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { LogLine } from './LogView';
import { TerminalWindow } from './TerminalWindow';
import * as styles from './TerminalWindow.css';

const lines: LogLine[] = [
  { id: 1, text: '$ ./deploy.sh production', tone: 'command' },
  { id: 2, text: '==> [1/6] Checking tools', tone: 'info' },
];

describe('TerminalWindow', () => {
  it('shows a title bar hidden from assistive technology and a log region named by its label', () => {
    const { container } = render(<TerminalWindow title="~/etl — ruby" label="Script output" lines={lines} />);
    const log = screen.getByRole('log', { name: 'Script output' });
    expect(within(log).getByText('$ ./deploy.sh production')).toBeTruthy();
    expect(log.getAttribute('aria-live')).toBe('polite');
    expect(log.tabIndex).toBe(0);
    const titleBar = screen.getByText('~/etl — ruby').closest('[aria-hidden]');
    expect(titleBar?.getAttribute('aria-hidden')).toBe('true');
    // Three window dots, decorative.
    expect(titleBar?.querySelectorAll(`.${styles.dots} > span`)).toHaveLength(3);
    expect(container.firstElementChild?.className).toContain(styles.terminalWindow.default);
  });

  it('says what will happen while empty, at the height of that line, and takes its full height with output', () => {
    const { rerender } = render(
      <TerminalWindow
        title="bash"
        label="Deployment log"
        lines={[]}
        height="sm"
        emptyText="Press Run Deployment Script to start."
      />,
    );
    const log = screen.getByRole('log', { name: 'Deployment log' });
    expect(log.textContent).toBe('Press Run Deployment Script to start.');
    expect(log.classList.contains(styles.logEmpty)).toBe(true);
    expect(log.classList.contains(styles.logHeight.sm)).toBe(false);
    expect(log.parentElement?.closest('[data-state]')?.getAttribute('data-state')).toBe('empty');
    expect(log.getAttribute('data-state')).toBe('empty');

    rerender(
      <TerminalWindow
        title="bash"
        label="Deployment log"
        lines={lines}
        height="sm"
        emptyText="Press Run Deployment Script to start."
      />,
    );
    expect(log.textContent).not.toContain('Press Run Deployment Script');
    expect(log.classList.contains(styles.logEmpty)).toBe(false);
    expect(log.classList.contains(styles.logHeight.sm)).toBe(true);
    expect(log.parentElement?.closest('[data-state]')?.getAttribute('data-state')).toBe('output');
    expect(log.getAttribute('data-state')).toBe('output');
  });

  it('falls back to the log view’s own empty line when no empty text is given', () => {
    render(<TerminalWindow title="bash" label="Output" lines={[]} />);
    expect(screen.getByRole('log', { name: 'Output' }).textContent).toBe('No output yet.');
  });

  it('marks a running program with the caret class and puts children under the log', () => {
    render(
      <TerminalWindow title="forge — bash" label="Terminal output" lines={lines} busy variant="powershell">
        <label>
          Command <input />
        </label>
      </TerminalWindow>,
    );
    const log = screen.getByRole('log', { name: 'Terminal output' });
    expect(log.classList.contains(styles.busy)).toBe(true);
    expect(log.parentElement?.closest('[data-state]')?.className).toContain(styles.terminalWindow.powershell);
    const input = screen.getByLabelText('Command');
    expect(log.compareDocumentPosition(input) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('renders on the server without browser APIs and without style attributes (strict CSP)', () => {
    const html = renderToString(<TerminalWindow title="zsh" label="Terminal output" lines={lines} busy />);
    expect(html).toContain('role="log"');
    expect(html).not.toContain('style=');
  });
});
