export {
  type CompletionInput,
  createProxyCompletion,
  createProxyRefiner,
  createProxySubjects,
  type EmailCompletion,
  type RefineFunction,
  type SubjectsFunction,
} from './complete';
export { checkFacts, type Finding, type FindingKind, splitByFindings } from './factCheck';
export {
  DEFAULT_EMAIL_LANGUAGE,
  EMAIL_LANGUAGES,
  type EmailLanguage,
  isEmailLanguage,
  isReplyLanguage,
  LANGUAGE_NAMES,
  REPLY_LANGUAGE_CODES,
  REPLY_LANGUAGE_NAMES,
  type ReplyLanguage,
  type ReplyLanguageCode,
} from './languages';
export {
  DEFAULT_EMAIL_LENGTH,
  EMAIL_LENGTHS,
  type EmailLength,
  isEmailLength,
  LENGTH_INSTRUCTIONS,
} from './lengths';
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
export {
  buildRefinePrompt,
  ERROR_REFINE_FAILED,
  isRefineAction,
  MAX_DRAFT_CHARS,
  MAX_INSTRUCTION_CHARS,
  REFINE_ACTIONS,
  REFINE_INSTRUCTIONS,
  type RefineAction,
  type RefineRequest,
  validateRefineRequest,
} from './refine';
export {
  buildSubjectsPrompt,
  ERROR_SUBJECTS_FAILED,
  ERROR_SUBJECTS_INVALID,
  parseSubjects,
  SUBJECT_COUNT,
  SUBJECTS_MAX_TOKENS,
  type SubjectsRequest,
  validateSubjectsRequest,
} from './subjects';
export { DEFAULT_TONE, isTone, TONE_INSTRUCTIONS, TONES, type Tone } from './tones';
