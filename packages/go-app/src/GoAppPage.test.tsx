import { seededRandom, systemClock } from '@demos/kit';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GoAppPage } from './GoAppPage';
import { createGoStore } from './store';

describe('GoAppPage', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('starts the server, logs traffic and sends requests by hand', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<GoAppPage store={createGoStore({ clock: systemClock, random: seededRandom(2) })} />);
    expect(screen.getByRole('button', { name: 'Send Request' })).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: 'Start Server' }));
    expect(screen.getByText('Listening on :8080')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Send Request' }));
    act(() => vi.advanceTimersByTime(4000));
    const table = screen.getByRole('table', { name: 'Requests served by the Go server' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
  });

  it('stops its timers on unmount', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { unmount } = render(<GoAppPage />);
    await user.click(screen.getByRole('button', { name: 'Start Server' }));
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
