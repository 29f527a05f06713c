/** The six tones of the email assistant (spec §2), in display order; professional is the default. */
export const TONES = ['professional', 'warm', 'concise', 'formal', 'casual', 'persuasive'] as const;
export type Tone = (typeof TONES)[number];
export const DEFAULT_TONE: Tone = 'professional';

export const isTone = (value: unknown): value is Tone =>
  typeof value === 'string' && TONES.includes(value as Tone);

/** How the prompt describes each tone to the model (English: the instructions are English). */
export const TONE_INSTRUCTIONS: Record<Tone, string> = {
  professional: 'professional: polished, clear and businesslike',
  warm: 'warm: friendly, kind and personal while staying appropriate',
  concise: 'concise: short and to the point, without filler',
  formal: 'formal: respectful, traditional and ceremonious',
  casual: 'casual: relaxed and conversational',
  persuasive: 'persuasive: convincing, with clear benefits and a call to action',
};
