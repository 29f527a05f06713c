import { type EmailLanguage, isEmailLanguage, LANGUAGE_NAMES } from './languages';
import { isTone, TONE_INSTRUCTIONS, type Tone } from './tones';

export const EMAIL_MAX_TOKENS = 4000;
/** Size limits the proxy enforces (the page shows none, spec §5). */
export const MAX_THOUGHTS_CHARS = 10_000;
export const MAX_CONTEXT_CHARS = 20_000;

export interface EmailRequest {
  thoughts: string;
  tone: Tone;
  /** The email being replied to; used only when non-blank after trimming. */
  context?: string;
  language: EmailLanguage;
}

export type Validation<T> = { ok: true; value: T } | { ok: false; error: string };

/** Checks an untrusted request body (the proxy's input) and narrows it. */
export function validateEmailRequest(body: unknown): Validation<EmailRequest> {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return { ok: false, error: 'Expected a JSON object.' };
  const { thoughts, tone, context, language } = body as Record<string, unknown>;
  if (typeof thoughts !== 'string' || thoughts.trim() === '') {
    return { ok: false, error: 'Please write down your thoughts first.' };
  }
  if (thoughts.length > MAX_THOUGHTS_CHARS) {
    return { ok: false, error: `Your thoughts are too long: at most ${MAX_THOUGHTS_CHARS} characters.` };
  }
  if (!isTone(tone)) return { ok: false, error: 'Unknown tone.' };
  if (!isEmailLanguage(language)) return { ok: false, error: 'Unknown language.' };
  if (context !== undefined && context !== null && typeof context !== 'string') {
    return { ok: false, error: 'context must be a string.' };
  }
  if (typeof context === 'string' && context.length > MAX_CONTEXT_CHARS) {
    return { ok: false, error: `The context is too long: at most ${MAX_CONTEXT_CHARS} characters.` };
  }
  const value: EmailRequest = { thoughts, tone, language };
  if (typeof context === 'string' && context.trim() !== '') value.context = context;
  return { ok: true, value };
}

/**
 * The single prompt of the assistant (spec §7): an expert email writer turns raw thoughts into a
 * complete email body in the chosen tone, with the quoted email as context only when there is one.
 */
export function buildEmailPrompt({ thoughts, tone, context, language }: EmailRequest): string {
  const lines = [
    'You are an expert email writer. Turn the raw thoughts below into a complete email.',
    '',
    'Raw thoughts:',
    quote(thoughts.trim()),
  ];
  const replyTo = context?.trim();
  if (replyTo) lines.push('', 'The email being replied to, for context:', quote(replyTo));
  lines.push(
    '',
    'Instructions:',
    '- Write a complete, professional email body.',
    `- Use this tone throughout: ${TONE_INSTRUCTIONS[tone]}.`,
    '- Make it clear and well structured.',
    '- Follow proper email etiquette (greeting, body, closing).',
    '- Do not include a subject line.',
    `- Write the email in ${LANGUAGE_NAMES[language]}.`,
    '- Reply with only the email body, nothing else.',
  );
  return lines.join('\n');
}

/** Marks quoted text line by line, so it reads as material, not instructions. */
const quote = (text: string) =>
  text
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
