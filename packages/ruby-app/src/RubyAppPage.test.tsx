import { systemClock } from '@demos/kit';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RubyAppPage } from './RubyAppPage';
import { createRubyStore } from './store';

describe('RubyAppPage', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('runs the script, lists generated files and toggles the code', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<RubyAppPage store={createRubyStore({ clock: systemClock })} />);
    await user.click(screen.getByRole('button', { name: 'Run Script' }));
    expect(screen.getByRole('button', { name: 'Running…' })).toHaveProperty('disabled', true);
    act(() => vi.advanceTimersByTime(7000));
    expect(screen.getByText('4,240')).toBeTruthy();
    expect(screen.getByText('3 / 3')).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);

    const toggle = screen.getByRole('button', { name: 'Show Code' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(screen.getByRole('region', { name: 'Ruby source' }).textContent).toContain('class DataProcessor');
    await user.click(screen.getByRole('button', { name: 'Hide Code' }));
    expect(screen.queryByRole('region', { name: 'Ruby source' })).toBeNull();
  });
});
