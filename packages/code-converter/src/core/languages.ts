/** The 25 languages the converter offers (spec §9), in the order the dropdowns list them. */
export const LANGUAGES = [
  { id: 'javascript', label: 'JavaScript' },
  { id: 'typescript', label: 'TypeScript' },
  { id: 'python', label: 'Python' },
  { id: 'java', label: 'Java' },
  { id: 'c', label: 'C' },
  { id: 'cpp', label: 'C++' },
  { id: 'csharp', label: 'C#' },
  { id: 'go', label: 'Go' },
  { id: 'rust', label: 'Rust' },
  { id: 'ruby', label: 'Ruby' },
  { id: 'php', label: 'PHP' },
  { id: 'swift', label: 'Swift' },
  { id: 'kotlin', label: 'Kotlin' },
  { id: 'scala', label: 'Scala' },
  { id: 'r', label: 'R' },
  { id: 'dart', label: 'Dart' },
  { id: 'lua', label: 'Lua' },
  { id: 'perl', label: 'Perl' },
  { id: 'haskell', label: 'Haskell' },
  { id: 'elixir', label: 'Elixir' },
  { id: 'clojure', label: 'Clojure' },
  { id: 'fsharp', label: 'F#' },
  { id: 'objective-c', label: 'Objective-C' },
  { id: 'bash', label: 'Bash' },
  { id: 'sql', label: 'SQL' },
] as const;

export type Language = (typeof LANGUAGES)[number];
export type LanguageId = Language['id'];

const byId = new Map<string, Language>(LANGUAGES.map((language) => [language.id, language]));

export const isLanguageId = (value: unknown): value is LanguageId =>
  typeof value === 'string' && byId.has(value);

export function languageLabel(id: LanguageId): string {
  return byId.get(id)?.label ?? id;
}

/** The extra source option that turns a description into code (never a target). */
export const NATURAL_LANGUAGE = 'natural-language';
export const NATURAL_LANGUAGE_LABEL = 'Natural language';
export type SourceId = LanguageId | typeof NATURAL_LANGUAGE;

export const isSourceId = (value: unknown): value is SourceId =>
  value === NATURAL_LANGUAGE || isLanguageId(value);

export function sourceLabel(id: SourceId): string {
  return id === NATURAL_LANGUAGE ? NATURAL_LANGUAGE_LABEL : languageLabel(id);
}

/** The usual file extension of each language: the first one names a downloaded result. */
export const LANGUAGE_EXTENSIONS: Record<LanguageId, readonly string[]> = {
  javascript: ['js', 'mjs', 'cjs', 'jsx'],
  typescript: ['ts', 'tsx', 'mts', 'cts'],
  python: ['py', 'pyw'],
  java: ['java'],
  c: ['c', 'h'],
  cpp: ['cpp', 'cc', 'cxx', 'hpp', 'hh', 'hxx'],
  csharp: ['cs'],
  go: ['go'],
  rust: ['rs'],
  ruby: ['rb'],
  php: ['php'],
  swift: ['swift'],
  kotlin: ['kt', 'kts'],
  scala: ['scala', 'sc'],
  r: ['r'],
  dart: ['dart'],
  lua: ['lua'],
  perl: ['pl', 'pm'],
  haskell: ['hs'],
  elixir: ['ex', 'exs'],
  clojure: ['clj', 'cljs', 'cljc', 'edn'],
  fsharp: ['fs', 'fsx', 'fsi'],
  'objective-c': ['m', 'mm'],
  bash: ['sh', 'bash'],
  sql: ['sql'],
};

/** Plain-text files read as a description (the natural-language source). */
const TEXT_EXTENSIONS = ['txt', 'md', 'markdown'];

const byExtension = new Map<string, SourceId>([
  ...LANGUAGES.flatMap(({ id }) => LANGUAGE_EXTENSIONS[id].map((ext) => [ext, id] as [string, SourceId])),
  ...TEXT_EXTENSIONS.map((ext) => [ext, NATURAL_LANGUAGE] as [string, SourceId]),
]);

/** The source language a file name suggests (by its extension, case-insensitive), if any. */
export function sourceFromFileName(name: string): SourceId | undefined {
  const dot = name.lastIndexOf('.');
  if (dot <= 0 || dot === name.length - 1) return undefined;
  return byExtension.get(name.slice(dot + 1).toLowerCase());
}

/** The file name of a downloaded result: the source file's base name (or "converted"), target's extension. */
export function resultFileName(to: LanguageId, sourceName?: string): string {
  const base = sourceName?.replace(/\.[^.]*$/, '').replace(/[^\w.-]+/g, '_') || 'converted';
  return `${base}.${LANGUAGE_EXTENSIONS[to][0]}`;
}
