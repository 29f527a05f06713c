import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COPY_CONFIRMATION_MS } from '../hooks/useCopyToClipboard';
import { CopyButton } from './CopyButton';

describe('CopyButton', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("writes the text, shows 'Copied!' for 2000 ms, then the label again", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const onCopied = vi.fn();
    render(<CopyButton text="hello" label="Copy Data" onCopied={onCopied} />);
    await act(async () => {
      screen.getByRole('button').click();
    });
    expect(writeText).toHaveBeenCalledWith('hello');
    expect(onCopied).toHaveBeenCalledOnce();
    expect(screen.getByRole('button').textContent).toBe('Copied!');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(COPY_CONFIRMATION_MS - 1);
    });
    expect(screen.getByRole('button').textContent).toBe('Copied!');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(screen.getByRole('button').textContent).toBe('Copy Data');
  });

  it('logs a clipboard failure and shows nothing else', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal('navigator', {
      ...navigator,
      clipboard: { writeText: vi.fn().mockRejectedValue(new Error('denied')) },
    });
    const onCopied = vi.fn();
    render(<CopyButton text="x" onCopied={onCopied} />);
    await act(async () => {
      screen.getByRole('button').click();
    });
    expect(error).toHaveBeenCalledWith('Copy to clipboard failed:', expect.any(Error));
    expect(onCopied).not.toHaveBeenCalled();
    expect(screen.getByRole('button').textContent).toBe('Copy');
  });
});
