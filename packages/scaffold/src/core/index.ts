export { asciiTree, displayName, undisplayName } from './asciiTree';
export {
  addEntry,
  type EditResult,
  type EntryPath,
  entryAt,
  type MoveDirection,
  moveEntry,
  namesAt,
  removeEntry,
  renameEntry,
  setContent,
} from './edit';
export {
  assertValidTree,
  byteLength,
  contentBytes,
  countEntries,
  DEFAULT_PROJECT_NAME,
  type EntryType,
  file,
  folder,
  InvalidTreeError,
  LIMITS_TEXT,
  limitProblem,
  MAX_CONTENT_BYTES,
  MAX_DEPTH,
  MAX_ENTRIES,
  MAX_FILE_CONTENT_BYTES,
  MAX_NAME_BYTES,
  MAX_PATH_BYTES,
  type PlanStep,
  planTree,
  type ScaffoldEntry,
  type TreeProblem,
  type TreeStats,
  treeStats,
  validateContent,
  validateName,
  validateTree,
} from './model';
export {
  formatTreeTextProblems,
  MAX_TREE_TEXT_CHARS,
  type ParsedTreeText,
  parseTreeText,
  type TreeTextProblem,
} from './parseTreeText';
export { generateScript, quoteText, scriptFileName, shellQuote, splitLines } from './script';
export {
  getTemplate,
  isTemplateId,
  packageName,
  type ScaffoldTemplate,
  TEMPLATE_IDS,
  TEMPLATES,
  type TemplateId,
} from './templates';
export { buildZip, zipFileName } from './zip';
