import { KitProvider } from '@demos/kit';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CompletionInput, RefineFunction, SubjectsFunction } from './core/complete';
import { EmailWriterPage } from './EmailWriterPage';

const DRAFT = 'Hello team,\n\nThe launch moves to Tuesday. The budget is $4,500.\n\nBest regards,\nAlex';

function setup({
  complete = vi.fn(async (_input: CompletionInput) => DRAFT),
  refine = vi.fn<RefineFunction>(async ({ action }) => `Refined (${action})`),
  suggestSubjects = vi.fn<SubjectsFunction>(async () => ['Launch moves', 'New launch date', 'Launch update']),
} = {}) {
  const user = userEvent.setup();
  render(
    <KitProvider>
      <EmailWriterPage
        complete={complete}
        refine={refine}
        suggestSubjects={suggestSubjects}
        defaultLanguage="en"
      />
    </KitProvider>,
  );
  return { user, complete, refine, suggestSubjects };
}

async function generate(user: ReturnType<typeof userEvent.setup>, thoughts = 'launch moves to tuesday') {
  await user.type(screen.getByLabelText('Your thoughts'), thoughts);
  await user.click(screen.getByRole('button', { name: 'Generate email' }));
  await screen.findByText(/The launch moves to Tuesday/);
}

const draftText = () => document.querySelector('pre')?.textContent;

describe('EmailWriterPage: refine, reply language, length, subjects, check', () => {
  it('sends the interface language and no new option by default, the chosen ones otherwise', async () => {
    const { user, complete } = setup();
    const reply = screen.getByLabelText('Reply language');
    expect(reply).toHaveProperty('value', 'interface');
    const same = within(reply).getByRole('option', { name: "Same as the email I'm replying to" });
    expect(same).toHaveProperty('disabled', true);
    expect(screen.getByLabelText('Length')).toHaveProperty('value', 'medium');
    expect(screen.getAllByRole('radio', { checked: true })).toHaveLength(1);
    await generate(user);
    expect(complete.mock.calls[0]?.[0].request).toEqual({
      thoughts: 'launch moves to tuesday',
      tone: 'professional',
      language: 'en',
    });

    await user.selectOptions(reply, 'de');
    await user.selectOptions(screen.getByLabelText('Length'), 'short');
    await user.click(screen.getByRole('button', { name: 'Generate email' }));
    expect(complete.mock.calls[1]?.[0].request).toMatchObject({ replyLanguage: 'de', length: 'short' });
    expect(complete.mock.calls[1]?.[0].prompt).toContain('- Write the email in German.');

    await user.click(screen.getByRole('button', { name: 'Add context (optional)' }));
    await user.type(screen.getByLabelText('Email you are replying to'), 'Hola, ¿qué tal?');
    expect(same).toHaveProperty('disabled', false);
    await user.selectOptions(reply, 'context');
    await user.click(screen.getByRole('button', { name: 'Generate email' }));
    expect(complete.mock.calls[2]?.[0].request).toMatchObject({
      replyLanguage: 'context',
      context: 'Hola, ¿qué tal?',
    });
  });

  it('refines the draft, undoes to the previous one, and a free instruction goes along', async () => {
    const { user, refine } = setup();
    await generate(user);
    expect(screen.getByRole('button', { name: 'Undo' })).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: 'Shorter' }));
    expect(draftText()).toBe('Refined (shorter)');
    expect(refine.mock.calls[0]?.[0]).toEqual({ draft: DRAFT, action: 'shorter' });
    await user.type(screen.getByLabelText('Your own instruction'), 'mention the demo');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(refine.mock.calls[1]?.[0]).toEqual({
      draft: 'Refined (shorter)',
      action: 'custom',
      instruction: 'mention the demo',
    });
    expect(draftText()).toBe('Refined (custom)');
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(draftText()).toBe('Refined (shorter)');
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(draftText()).toBe(DRAFT);
    expect(screen.getByRole('button', { name: 'Undo' })).toHaveProperty('disabled', true);
  });

  it('keeps the last good draft when a refine fails midway', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = setup({
      refine: vi.fn<RefineFunction>(async (_request, options) => {
        options?.onText?.('Half a dra', 'Half a dra');
        throw new Error('stream broke');
      }),
    });
    await generate(user);
    await user.click(screen.getByRole('button', { name: 'More formal' }));
    expect(
      await screen.findByText('Sorry, the draft could not be refined. Your previous draft is kept.'),
    ).toBeTruthy();
    expect(draftText()).toBe(DRAFT);
    expect(screen.getByRole('button', { name: 'Undo' })).toHaveProperty('disabled', true);
  });

  it('suggests three subject lines, each copyable', async () => {
    const { user, suggestSubjects } = setup();
    await generate(user);
    await user.click(screen.getByRole('button', { name: 'Suggest subject lines' }));
    expect(suggestSubjects).toHaveBeenCalledWith({ draft: DRAFT });
    const items = await screen.findAllByRole('listitem');
    expect(
      items.filter((item) => item.textContent?.startsWith('Launch') || item.textContent?.startsWith('New')),
    ).toHaveLength(3);
    for (const n of [1, 2, 3]) {
      const copy = screen.getByRole('button', { name: `Copy subject line ${n}` });
      // Placed the same way for every line: beside its text, in the line's own row.
      expect(copy.parentElement?.children).toHaveLength(2);
      expect(copy.previousElementSibling?.textContent).toBe(items[n - 1]?.textContent?.replace(/Copy$/, ''));
    }
  });

  it('checks before sending: marks what the notes do not give, with no request', async () => {
    const { user, complete } = setup();
    await generate(user);
    await user.click(screen.getByRole('button', { name: 'Check before sending' }));
    const marked = screen.getByTestId('checked-draft');
    expect([...marked.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['$4,500', 'Alex']);
    // Marked in place: the draft itself, not a second copy of the e-mail under the list.
    expect(marked.textContent).toBe(DRAFT);
    expect(document.querySelectorAll('pre')).toHaveLength(1);
    expect(screen.getByText('— amount', { exact: false })).toBeTruthy();
    expect(complete).toHaveBeenCalledOnce();
  });

  it('translates the new labels with the interface', async () => {
    const { user } = setup();
    await user.selectOptions(screen.getByLabelText('Interface language'), 'fr');
    expect(screen.getByLabelText('Langue de la réponse')).toBeTruthy();
    expect(within(screen.getByLabelText('Longueur')).getByRole('option', { name: 'Courte' })).toBeTruthy();
  });
});
