import { Toaster } from '@demos/kit';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BitcoinDockerPage } from './BitcoinDockerPage';
import { composeFile, managerScript, nodeConfigFile } from './core';

const renderPage = () =>
  render(
    <>
      <BitcoinDockerPage />
      <Toaster />
    </>,
  );

describe('BitcoinDockerPage', () => {
  it('has three feature cards, four tabs and the warnings box', () => {
    renderPage();
    expect(within(screen.getByRole('list', { name: 'Features' })).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Docker Compose',
      'Bitcoin Config',
      'Script Gestion',
      'Instructions',
    ]);
    expect(screen.queryByRole('heading', { name: 'Warnings' })).not.toBeNull();
  });

  // The toasts of every tab live here (the e2e spec checks the bytes a real clipboard and download get).
  it.each([
    ['Docker Compose', composeFile, 'docker-compose.yml copié dans le presse-papier', 'Fichier téléchargé'],
    ['Bitcoin Config', nodeConfigFile, 'bitcoin.conf copié dans le presse-papier', 'Fichier téléchargé'],
    ['Script Gestion', managerScript, 'Script copié dans le presse-papier!', 'Script téléchargé!'],
  ])('%s: Copy and Download give the file with their toasts', async (tab, file, copied, downloaded) => {
    const user = userEvent.setup();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:test');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    renderPage();

    await user.click(screen.getByRole('tab', { name: tab }));
    const panel = screen.getByRole('tabpanel');
    await user.click(within(panel).getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(file);
    expect(await within(panel).findByRole('button', { name: 'Copied!' })).toBeDefined();
    expect(await screen.findByText(copied)).toBeDefined();

    await user.click(within(panel).getByRole('button', { name: 'Download' }));
    const blob = createObjectURL.mock.calls.at(-1)?.[0] as Blob;
    expect(await blob.text()).toBe(file);
    expect((await screen.findAllByText(downloaded)).length).toBeGreaterThan(0);
    createObjectURL.mockRestore();
  });

  it('gives the requirements in the Instructions tab', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('tab', { name: 'Instructions' }));
    expect(screen.queryByText('~550 GB')).not.toBeNull();
    expect(screen.queryByText('500 GB node + 50 GB indexer, SSD')).not.toBeNull();
    expect(screen.queryByText('12 GB+')).not.toBeNull();
    expect(screen.queryByText('4+ cores')).not.toBeNull();
    expect(screen.queryByText('2–7 days')).not.toBeNull();
  });
});
