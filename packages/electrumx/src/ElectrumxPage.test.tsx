import { Toaster } from '@demos/kit';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installerScript } from './core';
import { ElectrumxPage } from './ElectrumxPage';

describe('ElectrumxPage', () => {
  afterEach(() => vi.useRealTimers());

  it('lists the four usage steps in order', () => {
    render(<ElectrumxPage />);
    const usage = screen.getByRole('region', { name: 'Usage' });
    const titles = [...usage.querySelectorAll('h3')].map((h) => h.textContent);
    expect(titles).toEqual(['Download', 'Open PowerShell as administrator', 'Allow scripts', 'Run']);
  });

  it('copies the installer and shows Copied! for 2 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(
      <>
        <ElectrumxPage />
        <Toaster />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(installerScript);
    expect(await screen.findByRole('button', { name: 'Copied!' })).toBeDefined();
    expect(await screen.findByText('Script copié dans le presse-papier!')).toBeDefined();
    await act(async () => {
      vi.advanceTimersByTime(2000);
    });
    expect(screen.queryByRole('button', { name: 'Copy' })).not.toBeNull();
  });

  it('downloads the installer with its toast', async () => {
    const user = userEvent.setup();
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:test');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    render(
      <>
        <ElectrumxPage />
        <Toaster />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Download' }));
    const blob = createObjectURL.mock.calls[0]?.[0] as Blob;
    expect(await blob.text()).toBe(installerScript);
    expect(await screen.findByText('Script téléchargé!')).toBeDefined();
    createObjectURL.mockRestore();
  });
});
