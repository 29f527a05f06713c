import { seededRandom, systemClock } from '@demos/kit';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createViteStore } from './store';
import { ViteAppPage } from './ViteAppPage';

describe('ViteAppPage', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('disables the build button while building, then shows the stats', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<ViteAppPage store={createViteStore({ clock: systemClock, random: seededRandom(1) })} />);
    await user.click(screen.getByRole('button', { name: 'Run Production Build' }));
    expect(screen.getByRole('button', { name: 'Building…' })).toHaveProperty('disabled', true);
    act(() => vi.advanceTimersByTime(2140));
    expect(screen.getByRole('button', { name: 'Run Production Build' })).toHaveProperty('disabled', false);
    expect(screen.getByText('124')).toBeTruthy();
    expect(screen.getByText('45.32 kB')).toBeTruthy();
    expect(screen.getByText('2.14 s')).toBeTruthy();
  });

  it('stops its timers on unmount', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { unmount } = render(<ViteAppPage />);
    await user.click(screen.getByRole('button', { name: 'Start Dev Server' }));
    expect(screen.getByRole('button', { name: 'Stop Dev Server' })).toBeTruthy();
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
