import { stripCodeFences } from './fences';
import { isLanguageId, type LanguageId, languageLabel } from './languages';
import { ERROR_EMPTY_CODE } from './messages';
import { fence, MAX_CODE_CHARS, type Validation } from './prompt';

/**
 * The dependency map: a second, separate request after a conversion (the conversion itself stays
 * the spec's single code-only request). The model lists the source's imports and packages with
 * their target-language equivalents as JSON; the proxy checks that JSON before the page sees it.
 */
export const DEPENDENCIES_MAX_TOKENS = 2000;
/** More rows than any sane source file has: a longer list is a model gone astray. */
export const MAX_DEPENDENCIES = 100;
const MAX_FIELD_CHARS = 300;

export const ERROR_DEPENDENCIES_FAILED =
  'The dependency map could not be made. The converted code is not affected.';
export const ERROR_DEPENDENCIES_INVALID =
  'The dependency map could not be read: the AI did not answer in the expected format. The converted code is not affected.';
export const ERROR_DEPENDENCIES_CUT_OFF =
  'The dependency map was cut off at the length limit, so it is not shown. The converted code is not affected.';

export interface DependencyRequest {
  code: string;
  from: LanguageId;
  to: LanguageId;
}

export interface Dependency {
  /** The import, module or package as the source names it. */
  source: string;
  /** Its target-language equivalent; null when the model says there is none. */
  target: string | null;
  note?: string;
}

export function validateDependencyRequest(body: unknown): Validation<DependencyRequest> {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return { ok: false, error: 'Expected a JSON object.' };
  const { code, from, to } = body as Record<string, unknown>;
  if (typeof code !== 'string' || code.trim() === '') return { ok: false, error: ERROR_EMPTY_CODE };
  if (code.length > MAX_CODE_CHARS) {
    return {
      ok: false,
      error: `The code is too long: at most ${MAX_CODE_CHARS.toLocaleString('en-US')} characters.`,
    };
  }
  if (!isLanguageId(from)) return { ok: false, error: 'Unknown source language.' };
  if (!isLanguageId(to)) return { ok: false, error: 'Unknown target language.' };
  return { ok: true, value: { code, from, to } };
}

export function buildDependencyPrompt({ code, from, to }: DependencyRequest): string {
  const source = languageLabel(from);
  const target = languageLabel(to);
  return [
    `List the dependencies of the following ${source} code: every imported module, library or package (standard library included), and for each its ${target} equivalent.`,
    'Answer with only a JSON object, no Markdown and no other text, of exactly this shape:',
    '{"dependencies":[{"source":"<name as the source code imports it>","target":"<the equivalent module or package>","note":"<optional short note>"}]}',
    `Use null as "target" when ${target} has no equivalent. Use an empty list when the code imports nothing.`,
    '',
    `${source} code:`,
    fence(code),
  ].join('\n');
}

/** Reads the model's answer: JSON (fences tolerated) of the asked shape, or a clear error. */
export function parseDependencyMap(text: string): Validation<Dependency[]> {
  const invalid = { ok: false, error: ERROR_DEPENDENCIES_INVALID } as const;
  let data: unknown;
  try {
    data = JSON.parse(stripCodeFences(text.trim()));
  } catch {
    return invalid;
  }
  const list = Array.isArray(data) ? data : (data as { dependencies?: unknown } | null)?.dependencies;
  if (!Array.isArray(list) || list.length > MAX_DEPENDENCIES) return invalid;
  const rows: Dependency[] = [];
  for (const item of list) {
    if (typeof item !== 'object' || item === null) return invalid;
    const { source, target, note } = item as Record<string, unknown>;
    if (typeof source !== 'string' || source.trim() === '' || source.length > MAX_FIELD_CHARS) return invalid;
    if (target !== null && target !== undefined && typeof target !== 'string') return invalid;
    const equivalent =
      typeof target === 'string' && target.trim() !== '' ? target.trim().slice(0, MAX_FIELD_CHARS) : null;
    const row: Dependency = { source: source.trim(), target: equivalent };
    if (typeof note === 'string' && note.trim() !== '') row.note = note.trim().slice(0, MAX_FIELD_CHARS);
    rows.push(row);
  }
  return { ok: true, value: rows };
}

/** Checks the proxy's JSON answer in the browser (the same shape the proxy produced). */
export function readDependencyAnswer(data: unknown): Dependency[] | undefined {
  const list = (data as { dependencies?: unknown } | null)?.dependencies;
  if (!Array.isArray(list)) return undefined;
  const checked = parseDependencyMap(JSON.stringify({ dependencies: list }));
  return checked.ok ? checked.value : undefined;
}
