import {
  type EmailLanguage,
  isEmailLanguage,
  isReplyLanguage,
  LANGUAGE_NAMES,
  REPLY_LANGUAGE_NAMES,
  type ReplyLanguageCode,
} from './languages';
import { type EmailLength, isEmailLength, LENGTH_INSTRUCTIONS } from './lengths';
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
  /**
   * The email's language when it is not the interface's: a chosen language, or `context` (the
   * language of the email being replied to). Absent: the interface language (spec §7).
   */
  replyLanguage?: ReplyLanguageCode | 'context';
  /** Absent: medium, the default, which adds nothing to the prompt. */
  length?: Exclude<EmailLength, 'medium'>;
}

export type Validation<T> = { ok: true; value: T } | { ok: false; error: string };

/** Checks an untrusted request body (the proxy's input) and narrows it. */
export function validateEmailRequest(body: unknown): Validation<EmailRequest> {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return { ok: false, error: 'Expected a JSON object.' };
  const { thoughts, tone, context, language, replyLanguage, length } = body as Record<string, unknown>;
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
  const hasContext = typeof context === 'string' && context.trim() !== '';
  if (replyLanguage !== undefined && !isReplyLanguage(replyLanguage))
    return { ok: false, error: 'Unknown reply language.' };
  if (replyLanguage === 'context' && !hasContext) {
    return {
      ok: false,
      error: 'Writing in the language of the email you are replying to needs that email: add it as context.',
    };
  }
  if (length !== undefined && !isEmailLength(length)) return { ok: false, error: 'Unknown length.' };
  const value: EmailRequest = { thoughts, tone, language };
  if (hasContext) value.context = context as string;
  if (replyLanguage !== undefined && replyLanguage !== 'interface') value.replyLanguage = replyLanguage;
  if (length !== undefined && length !== 'medium') value.length = length;
  return { ok: true, value };
}

/**
 * The single prompt of the assistant (spec §7): an expert email writer turns raw thoughts into a
 * complete email body in the chosen tone, with the quoted email as context only when there is one.
 */
export function buildEmailPrompt({
  thoughts,
  tone,
  context,
  language,
  replyLanguage,
  length,
}: EmailRequest): string {
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
    `- ${languageInstruction(language, replyLanguage)}`,
  );
  if (length) lines.push(`- ${LENGTH_INSTRUCTIONS[length]}`);
  lines.push('- Reply with only the email body, nothing else.');
  return lines.join('\n');
}

function languageInstruction(language: EmailLanguage, replyLanguage: EmailRequest['replyLanguage']): string {
  if (replyLanguage === 'context')
    return 'Write the email in the same language as the email being replied to.';
  return `Write the email in ${replyLanguage ? REPLY_LANGUAGE_NAMES[replyLanguage] : LANGUAGE_NAMES[language]}.`;
}

/** Marks quoted text line by line, so it reads as material, not instructions. */
export const quote = (text: string) =>
  text
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
