/** The interface languages; the email is written in the one the interface shows. */
export const EMAIL_LANGUAGES = ['en', 'fr', 'es'] as const;
export type EmailLanguage = (typeof EMAIL_LANGUAGES)[number];
export const DEFAULT_EMAIL_LANGUAGE: EmailLanguage = 'en';

export const isEmailLanguage = (value: unknown): value is EmailLanguage =>
  typeof value === 'string' && EMAIL_LANGUAGES.includes(value as EmailLanguage);

/** The language's English name, as the prompt names it. */
export const LANGUAGE_NAMES: Record<EmailLanguage, string> = { en: 'English', fr: 'French', es: 'Spanish' };

/**
 * Languages the email itself can be written in, when the visitor picks one other than the
 * interface's (reply language). Codes are BCP 47; names are English, as the prompt names them.
 */
export const REPLY_LANGUAGE_NAMES = {
  en: 'English',
  fr: 'French',
  es: 'Spanish',
  de: 'German',
  it: 'Italian',
  pt: 'Portuguese',
  nl: 'Dutch',
  pl: 'Polish',
  sv: 'Swedish',
  tr: 'Turkish',
  ja: 'Japanese',
  zh: 'Chinese',
} as const;
export type ReplyLanguageCode = keyof typeof REPLY_LANGUAGE_NAMES;
export const REPLY_LANGUAGE_CODES = Object.keys(REPLY_LANGUAGE_NAMES) as ReplyLanguageCode[];
/** `interface` (the default: the spec's rule), `context` (the replied-to email's), or a language. */
export type ReplyLanguage = 'interface' | 'context' | ReplyLanguageCode;

export const isReplyLanguage = (value: unknown): value is ReplyLanguage =>
  value === 'interface' ||
  value === 'context' ||
  (typeof value === 'string' && Object.hasOwn(REPLY_LANGUAGE_NAMES, value));
