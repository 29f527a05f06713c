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
