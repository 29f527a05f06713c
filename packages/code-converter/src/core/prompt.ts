import { MAX_FILE_BYTES } from './files';
import {
  isLanguageId,
  isSourceId,
  type LanguageId,
  languageLabel,
  NATURAL_LANGUAGE,
  type SourceId,
} from './languages';
import { ERROR_EMPTY_CODE } from './messages';

/** The provider settings the spec fixes for the converter (§9). */
export const CONVERT_MAX_TOKENS = 4000;
/** Longest source the proxy accepts, in characters: any file the page opens (≤ 256 KB) fits. */
export const MAX_CODE_CHARS = MAX_FILE_BYTES;
/** Longest partial answer a "continue" request may carry back. */
export const MAX_PARTIAL_CHARS = MAX_FILE_BYTES;

export interface ConvertRequest {
  code: string;
  /** A language, or `natural-language` for a description to turn into code. */
  from: SourceId;
  to: LanguageId;
  /** The answer so far, when continuing one that stopped at max_tokens. */
  partial?: string;
}

export type Validation<T> = { ok: true; value: T } | { ok: false; error: string };

/** Checks an untrusted request body (the proxy's input) and narrows it. */
export function validateConvertRequest(body: unknown): Validation<ConvertRequest> {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return { ok: false, error: 'Expected a JSON object.' };
  const { code, from, to, partial } = body as Record<string, unknown>;
  if (typeof code !== 'string' || code.trim() === '') return { ok: false, error: ERROR_EMPTY_CODE };
  if (code.length > MAX_CODE_CHARS) {
    return {
      ok: false,
      error: `The code is too long: at most ${MAX_CODE_CHARS.toLocaleString('en-US')} characters.`,
    };
  }
  if (!isSourceId(from)) return { ok: false, error: 'Unknown source language.' };
  if (!isLanguageId(to)) return { ok: false, error: 'Unknown target language.' };
  if (partial !== undefined && typeof partial !== 'string')
    return { ok: false, error: 'partial must be a string.' };
  if (typeof partial === 'string' && partial.length > MAX_PARTIAL_CHARS) {
    return { ok: false, error: 'The partial result is too long to continue.' };
  }
  return { ok: true, value: { code, from, to, ...(partial ? { partial } : {}) } };
}

/**
 * The single user message of a conversion (spec §7): convert from the source to the target language
 * and answer with code only (or, from a natural-language description, write that code). The source
 * is fenced so that text inside it reads as material, not orders.
 */
export function buildConvertPrompt({ code, from, to, partial }: ConvertRequest): string {
  const target = languageLabel(to);
  const lines =
    from === NATURAL_LANGUAGE
      ? [
          `Write ${target} code that does what the description below asks.`,
          `Respond with only the ${target} code: no explanations, no comments about the task, no Markdown code fences.`,
          'Use idiomatic constructs of the target language. Where the description leaves a detail open, choose the simplest reasonable behaviour.',
          '',
          'Description:',
          fence(code),
        ]
      : [
          `Convert the following ${languageLabel(from)} code to ${target}.`,
          `Respond with only the converted ${target} code: no explanations, no comments about the conversion, no Markdown code fences.`,
          'Keep the behaviour, names and structure of the original where the target language allows it, and use idiomatic constructs of the target language.',
          '',
          `${languageLabel(from)} code:`,
          fence(code),
        ];
  if (partial) {
    lines.push(
      '',
      `Your previous answer was cut off at the length limit. This is what you wrote so far:`,
      fence(partial),
      'Continue exactly where it stops: output only the remaining code, without repeating anything already written.',
    );
  }
  return lines.join('\n');
}

/** A fence longer than any backtick run inside the text, so the text cannot close it. */
export function fence(text: string): string {
  const longestRun = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
  const marks = '`'.repeat(Math.max(3, longestRun + 1));
  return `${marks}\n${text}\n${marks}`;
}
