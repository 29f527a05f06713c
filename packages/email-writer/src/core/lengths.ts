/** How long the email should be; medium is the default and adds nothing to the prompt. */
export const EMAIL_LENGTHS = ['short', 'medium', 'long'] as const;
export type EmailLength = (typeof EMAIL_LENGTHS)[number];
export const DEFAULT_EMAIL_LENGTH: EmailLength = 'medium';

export const isEmailLength = (value: unknown): value is EmailLength =>
  typeof value === 'string' && EMAIL_LENGTHS.includes(value as EmailLength);

export const LENGTH_INSTRUCTIONS: Record<Exclude<EmailLength, 'medium'>, string> = {
  short: 'Keep it short: at most about 80 words.',
  long: 'Make it detailed: about 250 to 400 words.',
};
