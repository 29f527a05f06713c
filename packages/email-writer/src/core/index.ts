export { type CompletionInput, createProxyCompletion, type EmailCompletion } from './complete';
export {
  DEFAULT_EMAIL_LANGUAGE,
  EMAIL_LANGUAGES,
  type EmailLanguage,
  isEmailLanguage,
  LANGUAGE_NAMES,
} from './languages';
export { EMAIL_ERROR_MESSAGE } from './messages';
export {
  buildEmailPrompt,
  EMAIL_MAX_TOKENS,
  type EmailRequest,
  MAX_CONTEXT_CHARS,
  MAX_THOUGHTS_CHARS,
  type Validation,
  validateEmailRequest,
} from './prompt';
export { DEFAULT_TONE, isTone, TONE_INSTRUCTIONS, TONES, type Tone } from './tones';
