import { seededRandom, systemClock } from '@demos/kit';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PowershellAppPage } from './PowershellAppPage';
import { createPowerShellStore } from './store';

describe('PowershellAppPage', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('runs the audit, shows the result and downloads the HTML report', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:report');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    render(
      <PowershellAppPage store={createPowerShellStore({ clock: systemClock, random: seededRandom(5) })} />,
    );
    const report = screen.getByRole('button', { name: 'View Full HTML Report' });
    expect(report).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: 'Run System Audit' }));
    expect(screen.getByRole('button', { name: 'Auditing…' })).toHaveProperty('disabled', true);
    act(() => vi.advanceTimersByTime(3200));
    const result = screen.getByRole('region', { name: 'Audit result' });
    expect(within(result).getAllByRole('progressbar')).toHaveLength(2);
    expect(result.textContent).toMatch(/WS-ACME-\d{3}/);
    await user.click(screen.getByRole('button', { name: 'View Full HTML Report' }));
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    const blob = createObjectURL.mock.calls[0]?.[0] as Blob;
    expect(blob.type).toBe('text/html;charset=utf-8');
    expect(await blob.text()).toContain('<h1>System audit report</h1>');
  });
});
