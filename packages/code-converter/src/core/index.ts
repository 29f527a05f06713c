export {
  type ConvertFunction,
  createProxyConverter,
  createProxyDependencyMapper,
  type DependencyMapFunction,
  isCutOff,
} from './convert';
export {
  buildDependencyPrompt,
  DEPENDENCIES_MAX_TOKENS,
  type Dependency,
  type DependencyRequest,
  ERROR_DEPENDENCIES_CUT_OFF,
  ERROR_DEPENDENCIES_FAILED,
  ERROR_DEPENDENCIES_INVALID,
  MAX_DEPENDENCIES,
  parseDependencyMap,
  readDependencyAnswer,
  validateDependencyRequest,
} from './dependencies';
export { createFenceStripper, type FenceStripper, stripCodeFences } from './fences';
export {
  ERROR_FILE_NOT_TEXT,
  ERROR_FILE_TOO_LARGE,
  ERROR_FILE_UNREADABLE,
  MAX_FILE_BYTES,
  type OpenedFile,
  readSourceFile,
} from './files';
export {
  isLanguageId,
  isSourceId,
  LANGUAGE_EXTENSIONS,
  LANGUAGES,
  type Language,
  type LanguageId,
  languageLabel,
  NATURAL_LANGUAGE,
  NATURAL_LANGUAGE_LABEL,
  resultFileName,
  type SourceId,
  sourceFromFileName,
  sourceLabel,
} from './languages';
export { ERROR_CONVERSION_FAILED, ERROR_EMPTY_CODE, UNAVAILABLE_NOTICE } from './messages';
export {
  buildConvertPrompt,
  CONVERT_MAX_TOKENS,
  type ConvertRequest,
  MAX_CODE_CHARS,
  MAX_PARTIAL_CHARS,
  type Validation,
  validateConvertRequest,
} from './prompt';
