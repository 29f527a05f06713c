import { assertValidTree, planTree, type ScaffoldEntry } from './model';

/** Quotes a string for bash: inside single quotes nothing is special except `'` itself. */
export const shellQuote = (text: string) => `'${text.replaceAll("'", `'\\''`)}'`;

const PRELUDE = `#!/usr/bin/env bash
# Creates a project folder tree. Existing files and folders are left untouched,
# so running it twice is safe.
# Usage: bash scaffold.sh [--dry-run]
set -euo pipefail
# noclobber: a '>' redirection never truncates a file that appeared meanwhile.
set -o noclobber

dry_run=0
case "\${1-}" in
  --dry-run) dry_run=1 ;;
  '') ;;
  *)
    printf 'Unknown option: %s\\nUsage: %s [--dry-run]\\n' "$1" "$0" >&2
    exit 2
    ;;
esac

make_dir() {
  if [ -d "$1" ] && [ ! -L "$1" ]; then
    printf 'exists        %q/\\n' "$1"
  elif [ -e "$1" ] || [ -L "$1" ]; then
    printf 'error: %q exists and is not a folder\\n' "$1" >&2
    exit 1
  elif [ "$dry_run" -eq 1 ]; then
    printf 'would create  %q/\\n' "$1"
  else
    mkdir -- "$1"
    printf 'created       %q/\\n' "$1"
  fi
}

# make_file PATH [TEXT...]: writes the TEXT arguments one after the other, byte for byte.
make_file() {
  local path=$1
  shift
  if [ -e "$path" ] || [ -L "$path" ]; then
    printf 'exists        %q\\n' "$path"
  elif [ "$dry_run" -eq 1 ]; then
    printf 'would create  %q\\n' "$path"
  else
    printf '%s' "$@" >"$path"
    printf 'created       %q\\n' "$path"
  fi
}
`;

/** Characters written as themselves inside single quotes: visible ones, space and tab. `'` is not. */
const LITERAL_RUN = /(?:(?!')[\p{L}\p{M}\p{N}\p{P}\p{S} \t])+/uy;
const encoder = new TextEncoder();
/** Printable ASCII but `'`, with tabs, then at most a line feed. */
const PLAIN_LINE = /^([\t\x20-\x26\x28-\x7e]*)(\n?)$/;

/** The bytes of `text` as one ANSI-C quoted word, `$'\x1b\r'`: byte exact in any locale. */
function ansiC(text: string): string {
  let out = '';
  for (const byte of encoder.encode(text)) {
    if (byte === 0x0a) out += '\\n';
    else if (byte === 0x0d) out += '\\r';
    else if (byte === 0x27) out += "\\'";
    else out += `\\x${byte.toString(16).padStart(2, '0')}`;
  }
  return `$'${out}'`;
}

/**
 * Quotes one piece of text as a single bash word whose value is exactly that text. Visible
 * characters go inside single quotes, where bash expands nothing; everything else (line ends,
 * control and format characters, invisible spaces, `'`) is spelled as bytes in `$'…'`, so the
 * script stays readable, prints safely and survives editors that rewrite line ends or spaces.
 */
export function quoteText(text: string): string {
  if (text === '') return "''";
  // Most lines are printable ASCII, perhaps ending in a line feed: one quick test instead of a scan.
  const plain = PLAIN_LINE.exec(text);
  if (plain) return `'${plain[1]}'${plain[2] ? "$'\\n'" : ''}`.replace(/^''(?=\$)/, '');
  let word = '';
  let index = 0;
  let pending = '';
  while (index < text.length) {
    LITERAL_RUN.lastIndex = index;
    const match = LITERAL_RUN.exec(text);
    if (match) {
      if (pending) word += ansiC(pending);
      pending = '';
      word += `'${match[0]}'`;
      index += match[0].length;
    } else {
      const codePoint = text.codePointAt(index) ?? 0;
      const char = String.fromCodePoint(codePoint);
      pending += char;
      index += char.length;
    }
  }
  if (pending) word += ansiC(pending);
  return word;
}

/** Splits text after each line feed, so the script shows one line of the file per line. */
export function splitLines(text: string): string[] {
  const lines: string[] = [];
  let start = 0;
  for (let end = text.indexOf('\n'); end !== -1; end = text.indexOf('\n', start)) {
    lines.push(text.slice(start, end + 1));
    start = end + 1;
  }
  if (start < text.length) lines.push(text.slice(start));
  return lines;
}

function fileCommand(path: string, content: string): string {
  const head = `make_file ${shellQuote(path)}`;
  if (content === '') return head;
  return [head, ...splitLines(content).map((line) => `  ${quoteText(line)}`)].join(' \\\n');
}

/**
 * Generates a bash script that creates the project folder and the tree under the current
 * directory, writing each file's content byte for byte. Every path and every piece of content is
 * quoted so that bash expands nothing. Throws InvalidTreeError when the tree cannot be created.
 */
export function generateScript(projectName: string, tree: readonly ScaffoldEntry[]): string {
  assertValidTree(projectName, tree);
  const lines = planTree(projectName, tree).map((step) =>
    step.type === 'folder'
      ? `make_dir ${shellQuote(step.segments.join('/'))}`
      : fileCommand(step.segments.join('/'), step.content ?? ''),
  );
  const done = `\nif [ "$dry_run" -eq 1 ]; then\n  echo 'Dry run: nothing was changed.'\nelse\n  echo 'Done.'\nfi\n`;
  return `${PRELUDE}\n${lines.join('\n')}\n${done}`;
}

/** A file name for the downloaded script, made only of portable characters. */
export function scriptFileName(projectName: string): string {
  const slug = projectName
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^[-.]+|-+$/g, '')
    .slice(0, 60);
  return `create-${slug || 'project'}.sh`;
}
