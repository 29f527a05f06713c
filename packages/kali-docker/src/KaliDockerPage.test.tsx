import { Toaster } from '@demos/kit';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { kaliDockerScript } from './core';
import { KaliDockerPage } from './KaliDockerPage';

describe('KaliDockerPage', () => {
  afterEach(() => vi.useRealTimers());

  it('copies the script, says so for 2 s and raises the toast', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(
      <>
        <KaliDockerPage />
        <Toaster />
      </>,
    );

    await user.click(screen.getByRole('button', { name: 'Copy Script' }));
    expect(writeText).toHaveBeenCalledWith(kaliDockerScript);
    expect(await screen.findByRole('button', { name: 'Copied!' })).toBeDefined();
    expect(await screen.findByText('Script copié dans le presse-papier!')).toBeDefined();

    await act(async () => {
      vi.advanceTimersByTime(2000);
    });
    expect(screen.queryByRole('button', { name: 'Copy Script' })).not.toBeNull();
  });

  it('shows the documentation tab with every port', async () => {
    const user = userEvent.setup();
    render(<KaliDockerPage />);
    await user.click(screen.getByRole('tab', { name: 'Documentation' }));
    for (const port of ['80', '443', '5901', '6080'])
      expect(screen.queryByRole('cell', { name: port })).not.toBeNull();
    expect(screen.getAllByRole('listitem').length).toBeGreaterThan(4);
  });
});
