import type { Parser, Tree } from '@lezer/common';
import type { LanguageId } from './languages';

/**
 * The check of converted code before it is offered: parsed with a real parser for the target
 * language (Lezer grammars, each loaded on demand in its own chunk), the first syntax error found
 * by line. Languages without a parser here are not checked.
 */
export type SyntaxCheck =
  | { status: 'passed' }
  | { status: 'error'; line: number; message: string }
  | { status: 'not-checked' };

type ParserLoader = (code: string) => Promise<Parser>;

/** One loader per checked language: the grammar is only downloaded when it is needed. */
const PARSERS: Partial<Record<LanguageId, ParserLoader>> = {
  javascript: async () => (await import('@lezer/javascript')).parser,
  typescript: async () => (await import('@lezer/javascript')).parser.configure({ dialect: 'ts' }),
  python: async () => (await import('@lezer/python')).parser,
  java: async () => (await import('@lezer/java')).parser,
  go: async () => (await import('@lezer/go')).parser,
  rust: async () => (await import('@lezer/rust')).parser,
  // C++'s grammar reads C (the converter's C is the common subset).
  c: async () => (await import('@lezer/cpp')).parser,
  cpp: async () => (await import('@lezer/cpp')).parser,
  // Converted PHP may come without its opening tag: then it is read as a program, not a template.
  php: async (code) => {
    const { parser } = await import('@lezer/php');
    return code.trimStart().startsWith('<?') ? parser : parser.configure({ top: 'Program' });
  },
  sql: async () => (await import('@codemirror/lang-sql')).StandardSQL.language.parser,
};

/** Whether the target language has a parser here (else the page says `Not checked`). */
export const isCheckable = (language: LanguageId) => language in PARSERS;

/** The line (1-based) of a position. */
const lineOf = (text: string, position: number) => text.slice(0, position).split('\n').length;

/**
 * Where the error is and what it is. A parser notices something missing (a semicolon, a closing
 * bracket) at the next token, often on the next line; a compiler reports it after the last token
 * before it, and so does this.
 */
function locate(text: string, error: { from: number; to: number }): { line: number; message: string } {
  if (error.from === error.to) {
    const before = text.slice(0, error.from).trimEnd();
    const last = before.split('\n').at(-1)?.trim() ?? '';
    const shown = last.length > 24 ? `…${last.slice(-24)}` : last;
    return { line: lineOf(text, before.length), message: `something is missing after "${shown}"` };
  }
  if (error.from >= text.trimEnd().length)
    return { line: lineOf(text, error.from), message: 'unexpected end of code' };
  const rest = text.slice(error.from).split('\n')[0]?.trim() ?? '';
  const token = rest.length > 24 ? `${rest.slice(0, 24)}…` : rest;
  return { line: lineOf(text, error.from), message: `unexpected "${token}"` };
}

/** The first error node of a Lezer tree, if any. */
function firstError(tree: Tree): { from: number; to: number } | undefined {
  let at: { from: number; to: number } | undefined;
  tree.iterate({
    enter: (node) => {
      if (at !== undefined) return false;
      if (node.type.isError) {
        at = { from: node.from, to: node.to };
        return false;
      }
      return undefined;
    },
  });
  return at;
}

/** Checks code in a target language; blank code and languages without a parser are not checked. */
export async function checkSyntax(code: string, language: LanguageId): Promise<SyntaxCheck> {
  if (code.trim() === '') return { status: 'not-checked' };
  const load = PARSERS[language];
  if (!load) return { status: 'not-checked' };
  const parser = await load(code);
  const error = firstError(parser.parse(code));
  return error ? { status: 'error', ...locate(code, error) } : { status: 'passed' };
}

/** The page's line for a check (the spec-like wording of issue 40). */
export function syntaxCheckText(check: SyntaxCheck): string {
  if (check.status === 'passed') return 'Syntax check passed';
  if (check.status === 'error') return `Syntax error at line ${check.line}: ${check.message}`;
  return 'Not checked';
}
