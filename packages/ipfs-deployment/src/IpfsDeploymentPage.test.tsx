import { seededRandom } from '@demos/kit';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IpfsDeploymentPage } from './IpfsDeploymentPage';
import { createDeployStore, SIMULATION_DURATION_MS } from './store';

describe('IpfsDeploymentPage', () => {
  afterEach(() => vi.useRealTimers());

  it('disables Run while running, then shows the deployment info and three gateway links', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const store = createDeployStore({ random: seededRandom(42) });
    render(<IpfsDeploymentPage store={store} />);

    await user.click(screen.getByRole('button', { name: 'Run Simulation' }));
    const busy = screen.getByRole('button', { name: 'Deploying…' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByText('Deployment info')).toBeNull();

    await act(async () => {
      vi.advanceTimersByTime(SIMULATION_DURATION_MS);
    });
    expect(screen.queryByRole('button', { name: 'Run Simulation' })).not.toBeNull();
    const hash = store.getState().result?.hash as string;
    expect(screen.queryByText(hash)).not.toBeNull();
    expect(screen.queryByText('C:\\projects\\my-app')).not.toBeNull();
    const links = within(screen.getByRole('list', { name: 'Gateway links' })).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      `https://ipfs.io/ipfs/${hash}/`,
      `https://dweb.link/ipfs/${hash}/`,
      `https://gateway.pinata.cloud/ipfs/${hash}/`,
    ]);
    for (const link of links) expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });
});
