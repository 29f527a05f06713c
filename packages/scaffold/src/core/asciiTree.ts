import type { ScaffoldEntry } from './model';

const hex = (code: number, width: number) => code.toString(16).padStart(width, '0');

/**
 * Format characters that could hide or reorder text (bidi controls, zero-width spaces; ZWJ stays:
 * emoji need it), and the line and paragraph separators (U+2028, U+2029), which end a line for
 * JavaScript's `.` and would cut the name in two when it is read back.
 */
const HIDDEN = /(?!\u200d)[\p{Cf}\p{Zl}\p{Zp}]/u;
/** Characters that would be read as a tree-drawing prefix at the start of an indented line. */
const DRAWING_START = /^[│├└|`]/u;

function escapeChar(char: string): string {
  if (char === '\\') return '\\\\';
  if (char === '\n') return '\\n';
  if (char === '\t') return '\\t';
  if (char === '\r') return '\\r';
  const code = char.codePointAt(0) ?? 0;
  return code < 0x100 ? `\\x${hex(code, 2)}` : `\\u{${hex(code, 4)}}`;
}

/**
 * Shows a name on one visible line, in a form `parseTreeText` reads back exactly: backslashes,
 * control and invisible format characters become escapes (`\\`, `\n`, `\x1b`, `\u{202e}`), and so do
 * spaces at either end and a leading tree-drawing character.
 */
export function displayName(name: string): string {
  const chars = Array.from(name);
  return chars
    .map((char, index) => {
      if (char === '\\' || /\p{Cc}/u.test(char) || HIDDEN.test(char)) return escapeChar(char);
      const atEdge = index === 0 || index === chars.length - 1;
      if (atEdge && /\s/u.test(char)) return escapeChar(char);
      if (index === 0 && DRAWING_START.test(char)) return escapeChar(char);
      return char;
    })
    .join('');
}

/** Reverses `displayName`. A backslash that starts no known escape is kept as it is. */
export function undisplayName(text: string): string {
  return text.replace(/\\(?:\\|n|t|r|x([0-9a-fA-F]{2})|u\{([0-9a-fA-F]{1,6})\})/g, (match, byte, code) => {
    if (match === '\\\\') return '\\';
    if (match === '\\n') return '\n';
    if (match === '\\t') return '\t';
    if (match === '\\r') return '\r';
    const value = Number.parseInt(byte ?? code, 16);
    return value <= 0x10ffff ? String.fromCodePoint(value) : match;
  });
}

/** Renders the tree like `tree(1)`: folders end with '/', children drawn with box characters. */
export function asciiTree(projectName: string, tree: readonly ScaffoldEntry[]): string {
  const lines = [`${displayName(projectName)}/`];
  const walk = (entries: readonly ScaffoldEntry[], prefix: string) => {
    entries.forEach((entry, index) => {
      const last = index === entries.length - 1;
      const suffix = entry.type === 'folder' ? '/' : '';
      lines.push(`${prefix}${last ? '└── ' : '├── '}${displayName(entry.name)}${suffix}`);
      if (entry.type === 'folder') walk(entry.children, `${prefix}${last ? '    ' : '│   '}`);
    });
  };
  walk(tree, '');
  return lines.join('\n');
}
