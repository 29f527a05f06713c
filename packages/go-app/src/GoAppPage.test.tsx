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

  it('says there are no requests yet before any, instead of counting failures out of none', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<GoAppPage store={createGoStore({ clock: systemClock, random: seededRandom(2) })} />);
    const stats = screen.getByRole('region', { name: 'Server statistics' });
    expect(within(stats).getByText('No requests yet')).toBeTruthy();
    expect(within(stats).getByText('No requests to time yet')).toBeTruthy();
    expect(stats.textContent).not.toMatch(/of the last 0/);
    await user.click(screen.getByRole('button', { name: 'Start Server' }));
    await user.click(screen.getByRole('button', { name: 'Send Request' }));
    act(() => vi.advanceTimersByTime(4000));
    expect(within(stats).getByText(/^\d+ of the last \d+ failed$/)).toBeTruthy();
    expect(within(stats).queryByText('No requests yet')).toBeNull();
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
