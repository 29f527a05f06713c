import { undisplayName } from './asciiTree';
import { MAX_DEPTH, MAX_ENTRIES, type ScaffoldEntry, validateName } from './model';

/** Longest text accepted by `Paste tree` and `--from`: far more than 2,000 lines need. */
export const MAX_TREE_TEXT_CHARS = 1_000_000;
/** Stop listing problems after this many: the first ones say enough. */
const MAX_REPORTED = 10;

export interface TreeTextProblem {
  /** 1-based line number in the pasted text; 0 for the text as a whole. */
  line: number;
  message: string;
}

export type ParsedTreeText =
  | {
      ok: true;
      /** 'tree' for `tree(1)` or Copy tree output, 'indented' for plain indented lines. */
      format: 'tree' | 'indented';
      /** The root line of `tree` output (the project folder), when it names one ('.' does not). */
      root?: string;
      entries: ScaffoldEntry[];
    }
  | { ok: false; problems: TreeTextProblem[] };

// `tree` draws each level with 4 columns: '│   ' or '    ' (ASCII: '|   '), then '├── ' or '└── '
// (ASCII: '|-- ', '`-- '). Some versions use no-break spaces in them.
const TREE_LINE = /^((?:[│|][ \u00a0]{3}|[ \u00a0]{4})*)(?:[├└][─]{2}|[|`]--)[ \u00a0](.*)$/u;
const SUMMARY = /^\d+ director(?:y|ies)(?:, \d+ files?)?$/;

interface Line {
  number: number;
  depth: number;
  text: string;
}

interface Node {
  entry: ScaffoldEntry;
  line: number;
  explicitFolder: boolean;
  children: Node[];
}

const plural = (count: number, word: string) =>
  `${count.toLocaleString('en-US')} ${word}${count === 1 ? '' : 's'}`;

function indentWidth(whitespace: string): number {
  let width = 0;
  for (const char of whitespace) width = char === '\t' ? width + 4 - (width % 4) : width + 1;
  return width;
}

/**
 * Reads a tree from text: `tree(1)` output (Unicode or ASCII lines), the page's own `Copy tree`
 * text, or plain lines indented with spaces or tabs. A name ending in '/' is a folder, and so is
 * any line with lines nested under it. Names are checked as the page checks them; every problem
 * comes with its line number. Never throws.
 */
export function parseTreeText(text: string): ParsedTreeText {
  if (text.length > MAX_TREE_TEXT_CHARS)
    return {
      ok: false,
      problems: [
        {
          line: 0,
          message: `The text is too long (${plural(text.length, 'character')}): at most ${MAX_TREE_TEXT_CHARS.toLocaleString('en-US')} are read.`,
        },
      ],
    };
  const raw = text.split(/\r\n|\n|\r/);
  const numbered = raw
    .map((content, index) => ({ number: index + 1, content: content.replace(/[ \t\u00a0]+$/u, '') }))
    .filter((line) => line.content !== '' && !SUMMARY.test(line.content.trim()));
  if (numbered.length === 0)
    return { ok: false, problems: [{ line: 0, message: 'The text holds no folder or file names.' }] };

  const isTree = numbered.slice(1).some((line) => TREE_LINE.test(line.content));
  const problems: TreeTextProblem[] = [];
  let root: string | undefined;
  const lines: Line[] = [];

  if (isTree) {
    numbered.forEach((line, index) => {
      const match = TREE_LINE.exec(line.content);
      if (match) {
        lines.push({ number: line.number, depth: (match[1] ?? '').length / 4, text: match[2] ?? '' });
      } else if (index === 0) {
        // `tree /some/path` prints the path: the project folder is its last part.
        const name = line.content.replace(/\/+$/, '').split('/').at(-1) ?? '';
        root = name === '.' || name === '' ? undefined : undisplayName(name);
      } else {
        problems.push({
          line: line.number,
          message: "This line is not part of the tree: expected '├──' or '└──' before the name.",
        });
      }
    });
  } else {
    // Plain indentation: a deeper line is a child of the line above; a shallower one must line up
    // with one of the open levels.
    const levels: number[] = [];
    for (const line of numbered) {
      const whitespace = /^[ \t]*/.exec(line.content)?.[0] ?? '';
      const width = indentWidth(whitespace);
      const current = levels.at(-1);
      if (current === undefined || width > current) levels.push(width);
      else {
        while (levels.length > 0 && width < (levels.at(-1) ?? 0)) levels.pop();
        if (width !== levels.at(-1)) {
          problems.push({
            line: line.number,
            message: 'The indentation does not line up with any line above.',
          });
          levels.push(width);
          continue;
        }
      }
      lines.push({
        number: line.number,
        depth: levels.length - 1,
        text: line.content.slice(whitespace.length),
      });
    }
  }

  if (lines.length > MAX_ENTRIES)
    return {
      ok: false,
      problems: [
        {
          line: 0,
          message: `The text lists ${plural(lines.length, 'item')}: at most ${MAX_ENTRIES.toLocaleString('en-US')} are allowed.`,
        },
      ],
    };

  const top: Node[] = [];
  const stack: Node[] = [];
  for (const line of lines) {
    if (problems.length >= MAX_REPORTED) break;
    if (line.depth > stack.length) {
      problems.push({ line: line.number, message: 'This line is nested deeper than the line above allows.' });
      continue;
    }
    if (line.depth + 1 > MAX_DEPTH) {
      problems.push({ line: line.number, message: `The tree can be at most ${MAX_DEPTH} levels deep.` });
      continue;
    }
    stack.length = line.depth;
    const explicitFolder = line.text.endsWith('/');
    const name = undisplayName(explicitFolder ? line.text.slice(0, -1) : line.text);
    const nameProblem = validateName(name);
    if (nameProblem) problems.push({ line: line.number, message: nameProblem });
    const parent = stack.at(-1);
    const siblings = parent ? parent.children : top;
    const twin = siblings.find((node) => node.entry.name === name);
    if (twin && !nameProblem)
      problems.push({
        line: line.number,
        message: `'${name}' appears twice in the same folder (lines ${twin.line} and ${line.number}).`,
      });
    const node: Node = {
      entry: explicitFolder ? { type: 'folder', name, children: [] } : { type: 'file', name },
      line: line.number,
      explicitFolder,
      children: [],
    };
    siblings.push(node);
    stack.push(node);
  }
  if (problems.length > 0) return { ok: false, problems: problems.slice(0, MAX_REPORTED) };

  const build = (nodes: Node[]): ScaffoldEntry[] =>
    nodes.map((node) =>
      node.explicitFolder || node.children.length > 0
        ? { type: 'folder', name: node.entry.name, children: build(node.children) }
        : node.entry,
    );
  const entries = build(top);
  return root === undefined
    ? { ok: true, format: isTree ? 'tree' : 'indented', entries }
    : { ok: true, format: 'tree', root, entries };
}

/** Problems as lines of text: "line 3: …". */
export const formatTreeTextProblems = (problems: readonly TreeTextProblem[]) =>
  problems.map((p) => (p.line > 0 ? `line ${p.line}: ${p.message}` : p.message)).join('\n');
