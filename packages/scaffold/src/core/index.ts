export { asciiTree, displayName } from './asciiTree';
export {
  assertValidTree,
  byteLength,
  countEntries,
  DEFAULT_PROJECT_NAME,
  type EntryType,
  file,
  folder,
  InvalidTreeError,
  MAX_NAME_BYTES,
  MAX_PATH_BYTES,
  type PlanStep,
  planTree,
  type ScaffoldEntry,
  type TreeProblem,
  validateName,
  validateTree,
} from './model';
export { generateScript, scriptFileName, shellQuote } from './script';
export {
  getTemplate,
  isTemplateId,
  type ScaffoldTemplate,
  TEMPLATE_IDS,
  TEMPLATES,
  type TemplateId,
} from './templates';
