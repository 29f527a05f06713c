import { seededRandom, systemClock } from '@demos/kit';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SkyPage } from './SkyPage';
import { createSkyStore } from './store';

const setup = () => {
  const store = createSkyStore({ clock: systemClock, random: seededRandom(3), reducedMotion: true });
  const alert = vi.fn();
  const download = vi.fn();
  const user = userEvent.setup();
  render(
    <SkyPage
      store={store}
      saveDependencies={{
        alert,
        download,
        createCanvas: () => ({ width: 0, height: 0, getContext: () => null, toBlob: () => {} }),
      }}
    />,
  );
  return { store, user, alert, download };
};

describe('SkyPage', () => {
  it('places stars with the keyboard, enables Reveal at 3 and names a blank constellation My Constellation', async () => {
    const { store, user } = setup();
    const reveal = screen.getByRole('button', { name: 'Reveal' });
    expect((reveal as HTMLButtonElement).disabled).toBe(true);
    const sky = screen.getByRole('application', { name: /Night sky/ });
    sky.focus();
    await user.keyboard('{Enter}{ArrowRight}{ArrowRight}{Enter}{Shift>}{ArrowDown}{/Shift}{Enter}');
    expect(store.getState().stars.map((s) => [s.x, s.y])).toEqual([
      [0.5, 0.5],
      [0.54, 0.5],
      [0.54, 0.6],
    ]);
    expect(screen.getByRole('status').textContent).toContain('3 stars placed');
    expect((reveal as HTMLButtonElement).disabled).toBe(false);

    await user.click(reveal);
    const dialog = await screen.findByRole('dialog', { name: 'Name your constellation' });
    const field = within(dialog).getByLabelText('Constellation name');
    expect(field.getAttribute('placeholder')).toBe('My Constellation');
    await user.click(within(dialog).getByRole('button', { name: 'Name it' }));
    expect(store.getState().name).toBe('My Constellation');
    await expect.poll(() => store.getState().lines.length).toBe(2);
    await expect.poll(() => screen.queryByRole('dialog')).toBeNull();
  });

  it('toggles the parrot button to Hide and disables Reveal meanwhile', async () => {
    const { store, user } = setup();
    act(() => {
      for (const x of [0.1, 0.2, 0.3]) store.getState().placeStar(x, 0.5);
    });
    await user.click(screen.getByRole('button', { name: 'Parrot constellation' }));
    const hide = screen.getByRole('button', { name: 'Hide' });
    expect(hide.getAttribute('aria-pressed')).toBe('true');
    expect((screen.getByRole('button', { name: 'Reveal' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(hide);
    expect(screen.getByRole('button', { name: 'Parrot constellation' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(store.getState().stars).toEqual([]);
  });

  it("alerts 'Erreur lors de la sauvegarde. Veuillez réessayer.' when saving fails", async () => {
    const { user, alert, download } = setup();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(alert).toHaveBeenCalledWith('Erreur lors de la sauvegarde. Veuillez réessayer.');
    expect(download).not.toHaveBeenCalled();
  });
});
