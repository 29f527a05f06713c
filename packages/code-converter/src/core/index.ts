export { AI_API_BASE, type AiStatus, aiStatusResource, fetchAiStatus } from './aiStatus';
export {
  AiRequestError,
  type AiStreamOptions,
  type AiStreamResult,
  readServerSentEvents,
  type ServerSentEvent,
  streamAiText,
} from './aiStream';
export {
  type CachedResource,
  createCachedResource,
  RETRY_BASE_MS,
  RETRY_MAX_MS,
  type ResourceClock,
  type ResourceState,
  retryDelay,
  STALE_TIME_MS,
} from './cachedResource';
export { type ConvertFunction, createProxyConverter, isCutOff } from './convert';
export { createFenceStripper, type FenceStripper, stripCodeFences } from './fences';
export { isLanguageId, LANGUAGES, type Language, type LanguageId, languageLabel } from './languages';
export { ERROR_CONVERSION_FAILED, ERROR_EMPTY_CODE } from './messages';
export {
  buildConvertPrompt,
  CONVERT_MAX_TOKENS,
  type ConvertRequest,
  MAX_CODE_CHARS,
  MAX_PARTIAL_CHARS,
  type Validation,
  validateConvertRequest,
} from './prompt';
