// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { EMAIL_ERROR_MESSAGE } from './messages';
import { buildEmailPrompt, EMAIL_MAX_TOKENS, validateEmailRequest } from './prompt';
import { DEFAULT_TONE, TONES } from './tones';

describe('email constants', () => {
  it('matches the spec', () => {
    expect(TONES).toEqual(['professional', 'warm', 'concise', 'formal', 'casual', 'persuasive']);
    expect(DEFAULT_TONE).toBe('professional');
    expect(EMAIL_MAX_TOKENS).toBe(4000);
    expect(EMAIL_ERROR_MESSAGE).toBe('Sorry, there was an error generating your email. Please try again.');
  });
});

describe('buildEmailPrompt', () => {
  const base = { thoughts: '  ship friday\nthanks all  ', tone: 'concise', language: 'es' } as const;

  it('gives every instruction of spec §7', () => {
    const prompt = buildEmailPrompt(base);
    expect(prompt).toContain(
      'You are an expert email writer. Turn the raw thoughts below into a complete email.',
    );
    expect(prompt).toContain('Raw thoughts:\n> ship friday\n> thanks all\n');
    expect(prompt).toContain('- Write a complete, professional email body.');
    expect(prompt).toContain('- Use this tone throughout: concise: short and to the point, without filler.');
    expect(prompt).toContain('- Make it clear and well structured.');
    expect(prompt).toContain('- Follow proper email etiquette (greeting, body, closing).');
    expect(prompt).toContain('- Do not include a subject line.');
    expect(prompt).toContain('- Write the email in Spanish.');
    expect(prompt.endsWith('- Reply with only the email body, nothing else.')).toBe(true);
    expect(prompt).not.toContain('replied to');
  });

  it.each(TONES)('names the %s tone', (tone) => {
    expect(buildEmailPrompt({ ...base, tone })).toContain(`- Use this tone throughout: ${tone}: `);
  });

  it('quotes the email being replied to only when it is not blank', () => {
    expect(buildEmailPrompt({ ...base, context: ' \n\t' })).not.toContain('replied to');
    expect(buildEmailPrompt({ ...base, context: ' Hi,\nare you free? ' })).toContain(
      'The email being replied to, for context:\n> Hi,\n> are you free?\n',
    );
  });
});

describe('validateEmailRequest', () => {
  const ok = { thoughts: 'x', tone: 'warm', language: 'fr' };
  it('accepts a request and keeps context only when not blank', () => {
    expect(validateEmailRequest({ ...ok, context: '  ' })).toEqual({ ok: true, value: ok });
    expect(validateEmailRequest({ ...ok, context: 'hi' })).toEqual({
      ok: true,
      value: { ...ok, context: 'hi' },
    });
    expect(validateEmailRequest({ ...ok, context: null })).toEqual({ ok: true, value: ok });
  });
  it.each([
    [[], 'Expected a JSON object.'],
    [{ ...ok, thoughts: '\n ' }, 'Please write down your thoughts first.'],
    [{ ...ok, tone: 'rude' }, 'Unknown tone.'],
    [{ ...ok, language: 'EN' }, 'Unknown language.'],
    [{ ...ok, context: 'y'.repeat(20_001) }, 'The context is too long: at most 20000 characters.'],
  ])('refuses %j', (body, error) => {
    expect(validateEmailRequest(body)).toEqual({ ok: false, error });
  });
});
