// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { buildEmailPrompt, validateEmailRequest } from './prompt';
import { buildRefinePrompt, REFINE_ACTIONS, validateRefineRequest } from './refine';
import { buildSubjectsPrompt, ERROR_SUBJECTS_INVALID, parseSubjects } from './subjects';

const base = { thoughts: 'launch moves to tuesday', tone: 'professional', language: 'fr' } as const;

describe('reply language and length', () => {
  it('leaves the spec prompt unchanged with the defaults', () => {
    const plain = buildEmailPrompt(base);
    const checked = validateEmailRequest({ ...base, replyLanguage: 'interface', length: 'medium' });
    expect(checked).toEqual({ ok: true, value: base });
    if (checked.ok) expect(buildEmailPrompt(checked.value)).toBe(plain);
    expect(plain).toContain('- Write the email in French.');
    expect(plain).not.toMatch(/Keep it short|Make it detailed|same language/);
  });

  it('writes in a chosen language, or in the language of the replied-to email', () => {
    expect(buildEmailPrompt({ ...base, replyLanguage: 'de' })).toContain('- Write the email in German.');
    const same = buildEmailPrompt({ ...base, context: 'Hola', replyLanguage: 'context' });
    expect(same).toContain('- Write the email in the same language as the email being replied to.');
    expect(same).not.toContain('in French');
  });

  it('asks for a short or a long email, before the last instruction', () => {
    const short = buildEmailPrompt({ ...base, length: 'short' }).split('\n');
    expect(short.at(-2)).toBe('- Keep it short: at most about 80 words.');
    expect(short.at(-1)).toBe('- Reply with only the email body, nothing else.');
    expect(buildEmailPrompt({ ...base, length: 'long' })).toContain(
      '- Make it detailed: about 250 to 400 words.',
    );
  });

  it('refuses the replied-to language without a context, and unknown values', () => {
    expect(validateEmailRequest({ ...base, replyLanguage: 'context', context: '  ' }).ok).toBe(false);
    expect(validateEmailRequest({ ...base, replyLanguage: 'toString' })).toEqual({
      ok: false,
      error: 'Unknown reply language.',
    });
    expect(validateEmailRequest({ ...base, length: 'huge' })).toEqual({
      ok: false,
      error: 'Unknown length.',
    });
  });
});

describe('refine', () => {
  it.each(REFINE_ACTIONS)('sends the draft with the %s instruction, no subject line', (action) => {
    const prompt = buildRefinePrompt({ draft: ' Hi,\nship it. ', action });
    expect(prompt).toContain('Draft:\n> Hi,\n> ship it.');
    expect(prompt).toContain('- Do not include a subject line.');
    expect(prompt.endsWith('- Reply with only the revised email body, nothing else.')).toBe(true);
  });

  it('takes a free instruction, trimmed, and refuses a blank one', () => {
    expect(validateRefineRequest({ draft: 'x', action: 'custom', instruction: ' add a P.S. ' })).toEqual({
      ok: true,
      value: { draft: 'x', action: 'custom', instruction: 'add a P.S.' },
    });
    expect(validateRefineRequest({ draft: 'x', action: 'custom' }).ok).toBe(false);
    expect(validateRefineRequest({ draft: 'x', action: 'louder' }).ok).toBe(false);
  });
});

describe('subject lines', () => {
  it('asks for three as a JSON array, in the email language', () => {
    const prompt = buildSubjectsPrompt({ draft: 'Hello' });
    expect(prompt).toContain(
      'Suggest 3 different subject lines for the email below, in the language of the email.',
    );
    expect(prompt).toContain('Answer with only a JSON array of 3 strings');
  });

  it('reads three, trimming and dropping a "Subject:" prefix; refuses fewer or no JSON', () => {
    expect(parseSubjects('```json\n["Subject: A", " B ", "C", "D"]\n```')).toEqual({
      ok: true,
      value: ['A', 'B', 'C'],
    });
    expect(parseSubjects('{"subjects":["A","B","C"]}')).toEqual({ ok: true, value: ['A', 'B', 'C'] });
    expect(parseSubjects('["A","B"]')).toEqual({ ok: false, error: ERROR_SUBJECTS_INVALID });
    expect(parseSubjects('1. A\n2. B\n3. C')).toEqual({ ok: false, error: ERROR_SUBJECTS_INVALID });
  });
});
