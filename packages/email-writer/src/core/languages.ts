/** The interface languages; the email is written in the one the interface shows. */
export const EMAIL_LANGUAGES = ['en', 'fr', 'es'] as const;
export type EmailLanguage = (typeof EMAIL_LANGUAGES)[number];
export const DEFAULT_EMAIL_LANGUAGE: EmailLanguage = 'en';

export const isEmailLanguage = (value: unknown): value is EmailLanguage =>
  typeof value === 'string' && EMAIL_LANGUAGES.includes(value as EmailLanguage);

/** The language's English name, as the prompt names it. */
export const LANGUAGE_NAMES: Record<EmailLanguage, string> = { en: 'English', fr: 'French', es: 'Spanish' };
