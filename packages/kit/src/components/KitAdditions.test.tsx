import { act, fireEvent, render, screen } from '@testing-library/react';
import { LockKeyhole } from 'lucide-react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectToaster, type QueuedToast } from '../toast/toast';
import { Button } from './Button';
import { CodeBlock } from './CodeBlock';
import { PasswordField } from './PasswordField';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Button', () => {
  it('shows its icon, and while busy a spinner in its place, disabled and aria-busy', () => {
    const { rerender } = render(<Button icon={LockKeyhole}>Encrypt</Button>);
    const button = screen.getByRole('button', { name: 'Encrypt' });
    expect(button.querySelector('svg')?.getAttribute('class')).toContain('lucide-lock-keyhole');
    expect(button.hasAttribute('aria-busy')).toBe(false);
    expect((button as HTMLButtonElement).disabled).toBe(false);

    rerender(
      <Button icon={LockKeyhole} busy>
        Encrypt
      </Button>,
    );
    expect(button.querySelectorAll('svg')).toHaveLength(1);
    expect(button.querySelector('svg')?.getAttribute('class')).toContain('lucide-loader-circle');
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });
});

function Controlled() {
  const [value, setValue] = useState('secret');
  const [shown, setShown] = useState(false);
  return (
    <>
      <PasswordField
        label="Mot de passe"
        value={value}
        onChange={setValue}
        shown={shown}
        onShownChange={setShown}
        showLabel="Afficher le mot de passe"
        hideLabel="Masquer le mot de passe"
        description="Au moins 12 caractères."
      />
      <output>{shown ? 'shown' : 'hidden'}</output>
    </>
  );
}

describe('PasswordField', () => {
  it('hides the password until the toggle is pressed, and says which state it is in', () => {
    render(<Controlled />);
    const input = screen.getByLabelText('Mot de passe') as HTMLInputElement;
    expect(input.type).toBe('password');
    expect(input.value).toBe('secret');
    const toggle = screen.getByRole('button', { name: 'Afficher le mot de passe' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(toggle.getAttribute('aria-controls')).toBe(input.id);

    fireEvent.click(toggle);
    expect(input.type).toBe('text');
    expect(screen.getByRole('button', { name: 'Masquer le mot de passe' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(screen.getByRole('status').textContent).toBe('shown');

    fireEvent.change(input, { target: { value: 'other' } });
    expect(input.value).toBe('other');
  });

  it('keeps its own state when the page does not hold it', () => {
    render(
      <PasswordField label="Passphrase" value="" onChange={() => {}} showLabel="Show" hideLabel="Hide" />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect((screen.getByLabelText('Passphrase') as HTMLInputElement).type).toBe('text');
  });
});

describe('CodeBlock toasts', () => {
  it('raises the page’s copy and download toasts, and none when the page gives none', async () => {
    const raised: QueuedToast[] = [];
    const disconnect = connectToaster({
      add: (t) => {
        raised.push(t);
        return String(raised.length);
      },
      close: () => {},
    });
    vi.stubGlobal('navigator', {
      ...navigator,
      clipboard: { writeText: vi.fn().mockResolvedValue(undefined) },
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} }));
    try {
      const { unmount } = render(
        <CodeBlock
          code="echo hi"
          filename="run.sh"
          downloadName="run.sh"
          copiedToast="Script copié dans le presse-papier!"
          downloadedToast="Script téléchargé!"
        />,
      );
      await act(async () => {
        screen.getByRole('button', { name: 'Copy' }).click();
      });
      await act(async () => {
        screen.getByRole('button', { name: 'Download' }).click();
      });
      expect(raised.map((t) => [t.type, t.title])).toEqual([
        ['success', 'Script copié dans le presse-papier!'],
        ['success', 'Script téléchargé!'],
      ]);
      unmount();

      render(<CodeBlock code="echo hi" filename="run.sh" downloadName="run.sh" />);
      await act(async () => {
        screen.getByRole('button', { name: 'Copy' }).click();
      });
      expect(raised).toHaveLength(2);
    } finally {
      disconnect();
    }
  });
});
