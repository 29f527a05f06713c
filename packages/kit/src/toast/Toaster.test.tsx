import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from './Toaster';
import { onToastDemand, TOAST_DURATION_MS, TOAST_VISIBLE_LIMIT, TOAST_WIDTH_PX, toast } from './toast';

describe('toast()', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('uses the spec constants', () => {
    expect([TOAST_DURATION_MS, TOAST_VISIBLE_LIMIT, TOAST_WIDTH_PX]).toEqual([4000, 3, 356]);
  });

  it('keeps toasts raised before the Toaster mounts, shows them after, and closes them after 4000 ms', async () => {
    toast({ title: 'Note créée!', description: 'Votre note a été créée avec succès', type: 'success' });
    render(<Toaster />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10);
    });
    expect(screen.getByText('Note créée!')).toBeTruthy();
    expect(screen.getByText('Votre note a été créée avec succès')).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(TOAST_DURATION_MS + 1000);
    });
    expect(screen.queryByText('Note créée!')).toBeNull();
  });

  it('shows at most three at once', async () => {
    render(<Toaster />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10);
    });
    act(() => {
      for (const n of [1, 2, 3, 4]) toast(`Toast ${n}`);
    });
    const shown = screen.getAllByText(/^Toast \d$/).filter((el) => !el.closest('[data-limited]'));
    expect(shown).toHaveLength(3);
    expect(shown.map((el) => el.textContent)).not.toContain('Toast 1');
  });

  it('asks for a Toaster when a toast is raised with none mounted, so a host can load it on first use', async () => {
    const demand = vi.fn();
    const stop = onToastDemand(demand);
    expect(demand).not.toHaveBeenCalled();
    toast('Fichier téléchargé');
    expect(demand).toHaveBeenCalledOnce();
    stop();
    render(<Toaster />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10);
    });
    expect(screen.getByText('Fichier téléchargé')).toBeTruthy();
  });

  it('renders an action button only for a toast raised with one, and calls it on click', async () => {
    const onClick = vi.fn();
    render(<Toaster />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10);
    });
    act(() => {
      toast('Sans action');
      toast({ title: 'A new version is ready', duration: 0, action: { label: 'Reload to update', onClick } });
    });
    const buttons = screen.getAllByRole('button').filter((button) => button.textContent !== '');
    expect(buttons.map((button) => button.textContent)).toEqual(['Reload to update']);
    act(() => buttons[0]?.click());
    expect(onClick).toHaveBeenCalledOnce();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(TOAST_DURATION_MS + 1000);
    });
    expect(screen.getByText('A new version is ready')).toBeTruthy();
  });
});
