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
