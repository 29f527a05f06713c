import { Toaster } from '@demos/kit';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BitcoinDockerPage } from './BitcoinDockerPage';
import { composeFile, managerScript } from './core';

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
    expect(screen.getByRole('heading', { name: 'Warnings' })).toBeDefined();
  });

  it('copies the compose file and downloads the script with their toasts', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:test');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    renderPage();

    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(composeFile);
    expect(await screen.findByText('docker-compose.yml copié dans le presse-papier')).toBeDefined();

    await user.click(screen.getByRole('tab', { name: 'Script Gestion' }));
    await user.click(screen.getByRole('button', { name: 'Download' }));
    const blob = createObjectURL.mock.calls[0]?.[0] as Blob;
    expect(await blob.text()).toBe(managerScript);
    expect(await screen.findByText('Script téléchargé!')).toBeDefined();
  });

  it('gives the requirements in the Instructions tab', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('tab', { name: 'Instructions' }));
    expect(screen.getByText('~550 GB')).toBeDefined();
    expect(screen.getByText('500 GB node + 50 GB indexer, SSD')).toBeDefined();
    expect(screen.getByText('12 GB+')).toBeDefined();
    expect(screen.getByText('4+ cores')).toBeDefined();
    expect(screen.getByText('2–7 days')).toBeDefined();
  });
});
