import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog, Dialog } from './Dialog';

function Harness({ onConfirm }: { onConfirm: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <span>{open ? 'open' : 'closed'}</span>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Enable live mode?"
        description="Real orders will be placed."
        confirmLabel="Enable"
        onConfirm={onConfirm}
      />
    </>
  );
}

describe('ConfirmDialog', () => {
  it('calls onConfirm only from the confirm button, and closes', async () => {
    const onConfirm = vi.fn();
    const user = userEvent.setup();
    render(<Harness onConfirm={onConfirm} />);
    expect(await screen.findByRole('alertdialog', { name: 'Enable live mode?' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByText('closed')).toBeTruthy();
  });

  it('confirms', async () => {
    const onConfirm = vi.fn();
    const user = userEvent.setup();
    render(<Harness onConfirm={onConfirm} />);
    await user.click(await screen.findByRole('button', { name: 'Enable' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(screen.getByText('closed')).toBeTruthy();
  });
});

describe('Dialog', () => {
  it('renders only its trigger until first opened, then loads and shows the dialog', async () => {
    const user = userEvent.setup();
    render(
      <Dialog title="Name your constellation" trigger={<button type="button">Name it</button>}>
        <p>Body</p>
      </Dialog>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    const trigger = screen.getByRole('button', { name: 'Name it' });
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    await user.click(trigger);
    expect(await screen.findByRole('dialog', { name: 'Name your constellation' })).toBeTruthy();
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{Escape}');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
  });
});
