import { AiRequestError } from '@demos/ai-client';
import { KitProvider } from '@demos/kit';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CompletionInput, EmailCompletion } from './core/complete';
import { EmailWriterPage } from './EmailWriterPage';

function setup(
  complete: ReturnType<typeof vi.fn<EmailCompletion>> = vi.fn<EmailCompletion>(
    async () => '  Dear Sam,\n\nDone.\n  ',
  ),
) {
  const user = userEvent.setup();
  render(
    <KitProvider>
      <EmailWriterPage complete={complete} defaultLanguage="en" />
    </KitProvider>,
  );
  return { user, complete };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const NOTICE =
  'Email writing is not available on this site yet: the AI API key must be configured on the server before emails can be generated.';

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

  it('opens with the tone its props ask for', () => {
    render(
      <KitProvider>
        <EmailWriterPage complete={vi.fn<EmailCompletion>()} defaultLanguage="en" defaultTone="casual" />
      </KitProvider>,
    );
    expect(screen.getByRole('radio', { name: /Casual/ })).toHaveProperty('checked', true);
  });

  it('names the model that wrote the draft', async () => {
    const { user } = setup(
      vi.fn<EmailCompletion>(async () => ({ text: 'Hi all,\n\nDone.', model: 'llama3.1:8b' })),
    );
    await user.type(screen.getByLabelText('Your thoughts'), 'say thanks');
    await user.click(screen.getByRole('button', { name: 'Generate email' }));
    expect(await screen.findByText('Written by llama3.1:8b')).toBeTruthy();
  });

  it('Stop aborts the request and keeps the text so far, marked incomplete and without the draft tools', async () => {
    let signal: AbortSignal | undefined;
    const complete = vi.fn<EmailCompletion>(async (input: CompletionInput) => {
      signal = input.signal;
      input.onText?.('Hello team,', 'Hello team,');
      return new Promise((_resolve, reject) =>
        signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))),
      );
    });
    const { user } = setup(complete);
    await user.type(screen.getByLabelText('Your thoughts'), 'launch moves');
    await user.click(screen.getByRole('button', { name: 'Generate email' }));
    await screen.findByText('Hello team,');
    await user.click(screen.getByRole('button', { name: 'Stop writing' }));
    expect(signal?.aborted).toBe(true);
    expect(
      screen.getByText('Stopped: this email is incomplete. Generate it again for a complete one.'),
    ).toBeTruthy();
    expect(screen.getByText('Hello team,')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Stop writing' })).toBeNull();
    expect(screen.queryByText(/Written by/)).toBeNull();
    expect(screen.queryByRole('button', { name: /Suggest subject/i })).toBeNull();
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

  it('says a failure next to the button as well as in the draft panel', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = setup(vi.fn().mockRejectedValue(new Error('nope')));
    await user.type(screen.getByLabelText('Your thoughts'), 'hi');
    const generate = screen.getByRole('button', { name: 'Generate email' });
    await user.click(generate);
    const alert = await screen.findByRole('alert');
    // Right after the button in the form's column, not only in the result card.
    expect(generate.nextElementSibling).toBe(alert);
    expect(document.querySelector('pre')?.textContent).toBe(alert.textContent);
  });

  it('with no key on the server shows one calm notice; Generate points to it and sends nothing', async () => {
    const fetch = vi.fn(async () => Response.json({ configured: false }));
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    render(
      <KitProvider>
        <EmailWriterPage apiBase="/test-email-status" defaultLanguage="en" />
      </KitProvider>,
    );
    const notice = (await screen.findByText(NOTICE)).closest('[role="status"]') as HTMLElement;
    expect(document.body.textContent).not.toContain('ANTHROPIC');
    const generate = screen.getByRole('button', { name: 'Generate email' });
    // Blank thoughts still disable the action (spec §5).
    expect(generate).toHaveProperty('disabled', true);
    await user.type(screen.getByLabelText('Your thoughts'), 'say thanks');
    await user.click(generate);
    expect(notice.hasAttribute('data-emphasised')).toBe(true);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(/Please try again/)).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('takes a no-key refusal (503) before the status is known as the same notice, not an apology', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user, complete } = setup(vi.fn().mockRejectedValue(new AiRequestError('No key', 503)));
    await user.type(screen.getByLabelText('Your thoughts'), 'say thanks');
    await user.click(screen.getByRole('button', { name: 'Generate email' }));
    const notice = (await screen.findByText(NOTICE)).closest('[role="status"]') as HTMLElement;
    expect(notice.hasAttribute('data-emphasised')).toBe(true);
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Generate email' }));
    expect(complete).toHaveBeenCalledOnce();
    expect(log).not.toHaveBeenCalled();
  });
});
