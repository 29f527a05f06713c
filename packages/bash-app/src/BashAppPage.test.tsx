import { seededRandom, systemClock } from '@demos/kit';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BashAppPage } from './BashAppPage';
import { createBashStore } from './store';

describe('BashAppPage', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('runs the deployment with a progress bar over 6 steps', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<BashAppPage store={createBashStore({ clock: systemClock, random: seededRandom(1) })} />);
    const progress = screen.getByRole('progressbar');
    expect(progress.getAttribute('aria-valuenow')).toBe('0');
    await user.click(screen.getByRole('button', { name: 'Run Deployment Script' }));
    expect(screen.getByRole('button', { name: 'Deploying…' })).toHaveProperty('disabled', true);
    act(() => vi.advanceTimersByTime(5300));
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('67');
    expect(screen.getByText('Step 5 of 6: Building application')).toBeTruthy();
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    expect(screen.getByText('Deployment complete')).toBeTruthy();
  });
});
