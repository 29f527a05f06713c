import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ConstellationsPage } from './ConstellationsPage';

describe('ConstellationsPage', () => {
  it('lists 30 cards and opens the details of one by keyboard, then closes with Escape', async () => {
    const user = userEvent.setup();
    render(<ConstellationsPage />);
    const list = screen.getByRole('list', { name: 'Constellations' });
    expect(within(list).getAllByRole('button')).toHaveLength(30);

    const orion = screen.getByRole('button', { name: /^Orion\b/ });
    orion.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Orion' });
    expect(within(dialog).getByRole('img', { name: /Star pattern of Orion: Betelgeuse/ })).toBeTruthy();
    expect(within(dialog).getByText('8')).toBeTruthy();
    expect(within(dialog).getByText('Winter (December–March)')).toBeTruthy();
    expect(within(dialog).getByText(/giant huntsman/)).toBeTruthy();
    expect(dialog.querySelectorAll('line')).toHaveLength(8);
    expect(dialog.querySelectorAll('circle')).toHaveLength(8);

    await user.keyboard('{Escape}');
    await expect.poll(() => screen.queryByRole('dialog')).toBeNull();
  });

  it('closes with the Close button', async () => {
    const user = userEvent.setup();
    render(<ConstellationsPage initialSelectedId="leo" />);
    const dialog = await screen.findByRole('dialog', { name: 'Leo' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect.poll(() => screen.queryByRole('dialog')).toBeNull();
  });
});
