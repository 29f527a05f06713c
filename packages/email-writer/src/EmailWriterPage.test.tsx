import { KitProvider } from '@demos/kit';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CompletionInput } from './core/complete';
import { EmailWriterPage } from './EmailWriterPage';

function setup(complete = vi.fn(async (_input: CompletionInput) => '  Dear Sam,\n\nDone.\n  ')) {
  const user = userEvent.setup();
  render(
    <KitProvider>
      <EmailWriterPage complete={complete} defaultLanguage="en" />
    </KitProvider>,
  );
  return { user, complete };
}

describe('EmailWriterPage', () => {
  it('calls the completion function once with the prompt and shows the trimmed result', async () => {
    const { user, complete } = setup();
    const generate = screen.getByRole('button', { name: 'Generate email' });
    expect(generate).toHaveProperty('disabled', true);
    await user.type(screen.getByLabelText('Your thoughts'), 'say thanks');
    await user.click(screen.getByRole('radio', { name: /Formal/ }));
    await user.click(generate);
    expect((await screen.findByText(/Dear Sam,/)).textContent).toBe('Dear Sam,\n\nDone.');
    expect(complete).toHaveBeenCalledOnce();
    const input = complete.mock.calls[0]?.[0];
    expect(input?.request).toEqual({ thoughts: 'say thanks', tone: 'formal', language: 'en' });
    expect(input?.prompt).toContain('- Use this tone throughout: formal');
  });

  it('generates with Ctrl+Enter or Cmd+Enter, but not with Enter alone or blank thoughts', async () => {
    const { user, complete } = setup();
    const thoughts = screen.getByLabelText('Your thoughts');
    await user.type(thoughts, '   ');
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(complete).not.toHaveBeenCalled();
    await user.type(thoughts, 'hi{Enter}');
    expect(complete).not.toHaveBeenCalled();
    await user.keyboard('{Meta>}{Enter}{/Meta}');
    expect(complete).toHaveBeenCalledTimes(1);
    await screen.findByText(/Dear Sam/);
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(complete).toHaveBeenCalledTimes(2);
  });

  it('shows the translated apology and logs the error when the completion fails', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = setup(vi.fn().mockRejectedValue(new Error('nope')));
    await user.selectOptions(screen.getByLabelText('Interface language'), 'fr');
    await user.type(screen.getByLabelText('Vos idées'), 'bonjour');
    await user.click(screen.getByRole('button', { name: "Générer l'e-mail" }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      "Désolé, une erreur s'est produite lors de la génération de votre e-mail. Veuillez réessayer.",
    );
    expect(log).toHaveBeenCalledWith('Email generation failed:', expect.any(Error));
  });

  it('shows crafting email with the button disabled while loading', async () => {
    let finish: (text: string) => void = () => {};
    const { user } = setup(vi.fn(() => new Promise<string>((resolve) => (finish = resolve))));
    await user.type(screen.getByLabelText('Your thoughts'), 'x');
    await user.click(screen.getByRole('button', { name: 'Generate email' }));
    expect(screen.getByRole('button', { name: 'Crafting email…' })).toHaveProperty('disabled', true);
    await act(async () => finish('Hi'));
    expect(screen.getByRole('button', { name: 'Generate email' })).toHaveProperty('disabled', false);
  });
});
