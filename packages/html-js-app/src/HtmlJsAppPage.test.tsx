import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { HtmlJsAppPage } from './HtmlJsAppPage';
import { createTodoStore } from './store';

describe('HtmlJsAppPage', () => {
  it('adds with Enter, clears the input, toggles and deletes', async () => {
    const user = userEvent.setup();
    render(<HtmlJsAppPage store={createTodoStore([])} />);
    const input = screen.getByLabelText('New task');
    await user.type(input, 'Write docs{Enter}');
    expect(screen.getByText('Write docs')).toBeTruthy();
    expect((input as HTMLInputElement).value).toBe('');
    await user.type(input, '   {Enter}');
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    await user.click(screen.getByRole('checkbox', { name: 'Write docs' }));
    expect((screen.getByRole('checkbox', { name: 'Write docs' }) as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Delete "Write docs"' }));
    expect(screen.getByText('Nothing to do. Add a task above.')).toBeTruthy();
  });
});
