/**
 * Highlighted code as data: plain text runs are strings, coloured runs are `[kind, text]`. Joining
 * the texts gives the source back byte for byte, so a block renders (and copies) the exact code.
 * Fixed scripts are turned into such arrays at build time (tooling/highlight), generated ones at
 * run time by the same Prism grammars (`@demos/kit/highlight`).
 */
export const CODE_TOKEN_KINDS = [
  'comment',
  'string',
  'keyword',
  'function',
  'variable',
  'number',
  'property',
  'meta',
] as const;
export type CodeTokenKind = (typeof CODE_TOKEN_KINDS)[number];
export type CodeToken = string | readonly [CodeTokenKind, string];

/** The source text of a token array. */
export const codeTokensText = (tokens: readonly CodeToken[]): string =>
  tokens.map((token) => (typeof token === 'string' ? token : token[1])).join('');

/** Prism's token stream, structurally (so this module needs no Prism import). */
export interface PrismTokenLike {
  type: string;
  alias?: string | string[];
  content: string | PrismTokenLike | (string | PrismTokenLike)[];
}
export type PrismStreamLike = (string | PrismTokenLike)[];

/**
 * Prism token types (and aliases) → the palette's kinds. Operators and punctuation stay plain text:
 * colouring every brace and pipe is noise.
 */
const KIND_OF: Readonly<Record<string, CodeTokenKind>> = {
  comment: 'comment',
  prolog: 'comment',
  string: 'string',
  char: 'string',
  entity: 'string',
  'attr-value': 'string',
  url: 'string',
  keyword: 'keyword',
  important: 'keyword',
  atrule: 'property',
  function: 'function',
  'function-name': 'function',
  builtin: 'function',
  'class-name': 'function',
  namespace: 'meta',
  variable: 'variable',
  parameter: 'variable',
  'assign-left': 'variable',
  environment: 'variable',
  constant: 'variable',
  number: 'number',
  boolean: 'number',
  null: 'number',
  datetime: 'number',
  key: 'property',
  'attr-name': 'property',
  property: 'property',
  shebang: 'meta',
  section: 'meta',
  tag: 'meta',
  directive: 'meta',
  instruction: 'keyword',
};

const kindOf = (token: PrismTokenLike): CodeTokenKind | undefined => {
  for (const name of [token.type, ...([] as string[]).concat(token.alias ?? [])]) {
    if (Object.hasOwn(KIND_OF, name)) return KIND_OF[name];
  }
  return undefined;
};

/**
 * Flattens a Prism token stream: each piece of text takes the kind of its innermost token that has
 * one (`${HOME}` inside a string is a variable, its braces too). Neighbours of one kind are merged.
 */
export function toCodeTokens(stream: PrismStreamLike): CodeToken[] {
  const out: CodeToken[] = [];
  const push = (kind: CodeTokenKind | undefined, text: string) => {
    if (!text) return;
    const last = out[out.length - 1];
    if (last !== undefined) {
      const lastKind = typeof last === 'string' ? undefined : last[0];
      if (lastKind === kind) {
        out[out.length - 1] = kind
          ? [kind, (last as readonly [CodeTokenKind, string])[1] + text]
          : last + text;
        return;
      }
    }
    out.push(kind ? [kind, text] : text);
  };
  const walk = (content: PrismTokenLike['content'], inherited: CodeTokenKind | undefined) => {
    if (typeof content === 'string') push(inherited, content);
    else if (Array.isArray(content)) for (const part of content) walk(part, inherited);
    else walk(content.content, kindOf(content) ?? inherited);
  };
  walk(stream, undefined);
  return out;
}
