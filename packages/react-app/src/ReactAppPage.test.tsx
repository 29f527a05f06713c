import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ReactAppPage } from './ReactAppPage';
import { STORAGE_KEY } from './store';

describe('ReactAppPage', () => {
  beforeEach(() => localStorage.clear());
  afterEach(cleanup);

  it('validates the form, adds a member and saves the team', async () => {
    const user = userEvent.setup();
    render(<ReactAppPage />);
    await user.click(screen.getByRole('button', { name: 'Add member' }));
    expect(screen.getByText('Enter a name.')).toBeTruthy();
    expect(screen.getByText('Enter an e-mail address.')).toBeTruthy();
    expect(screen.getByText('Choose a role.')).toBeTruthy();

    await user.type(screen.getByLabelText('Full name'), 'Léa Petit');
    await user.type(screen.getByLabelText('E-mail'), 'lea@example');
    await user.selectOptions(screen.getByLabelText('Role'), 'QA');
    expect(screen.getByText('Enter an e-mail address like name@company.com.')).toBeTruthy();
    await user.type(screen.getByLabelText('E-mail'), '.com');
    await user.click(screen.getByRole('button', { name: 'Add member' }));

    const list = screen.getByRole('list', { name: 'Team members' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    expect(within(list).getByText('lea@example.com')).toBeTruthy();
    expect((screen.getByLabelText('Full name') as HTMLInputElement).value).toBe('');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]')).toHaveLength(4);
  });

  it('searches, filters by role, removes, and restores from storage', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<ReactAppPage />);
    await user.type(screen.getByLabelText('Search'), 'noah');
    expect(within(screen.getByRole('list', { name: 'Team members' })).getAllByRole('listitem')).toHaveLength(
      1,
    );
    await user.clear(screen.getByLabelText('Search'));
    await user.selectOptions(screen.getByLabelText('Role filter'), 'Product');
    expect(screen.getByText('1 of 3 members')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Role filter'), 'all');
    await user.click(screen.getByRole('button', { name: 'Remove Noah Martin' }));
    expect(screen.getByText('2 of 2 members')).toBeTruthy();
    unmount();

    render(<ReactAppPage />);
    expect(screen.getByText('2 of 2 members')).toBeTruthy();
    expect(screen.queryByText('Noah Martin')).toBeNull();
  });
});
