/** One node of a project tree (spec §3: type, name, children for folders); a file may hold text. */
export type ScaffoldEntry =
  | { type: 'folder'; name: string; children: ScaffoldEntry[] }
  | { type: 'file'; name: string; content?: string };

export type EntryType = ScaffoldEntry['type'];

export const folder = (name: string, children: ScaffoldEntry[] = []): ScaffoldEntry => ({
  type: 'folder',
  name,
  children,
});

export const file = (name: string, content?: string): ScaffoldEntry =>
  content === undefined || content === '' ? { type: 'file', name } : { type: 'file', name, content };

/** Linux NAME_MAX: the longest file name most file systems accept, in bytes. */
export const MAX_NAME_BYTES = 255;
/** Linux PATH_MAX, in bytes, including the terminating NUL. */
export const MAX_PATH_BYTES = 4096;
/** At most this many folders and files in one tree: enough for a real project, small enough to edit. */
export const MAX_ENTRIES = 2000;
/** At most this many nested levels below the project folder. */
export const MAX_DEPTH = 32;
/** At most this many bytes of file content (UTF-8) in the whole tree: 5 MB. */
export const MAX_CONTENT_BYTES = 5_000_000;
/**
 * At most this many bytes of text in one file: 1 MB. A browser's text area takes seconds to lay out
 * several megabytes on a slow machine; starter files are a few kilobytes.
 */
export const MAX_FILE_CONTENT_BYTES = 1_000_000;

/** The limits as one sentence, shown in the page and the CLI's help. */
export const LIMITS_TEXT = `Limits: ${MAX_ENTRIES.toLocaleString('en-US')} folders and files, ${MAX_DEPTH} levels deep, 1 MB of text per file and 5 MB in all, names up to ${MAX_NAME_BYTES} bytes.`;

export const DEFAULT_PROJECT_NAME = 'my-project';

const encoder = new TextEncoder();
export const byteLength = (text: string) => encoder.encode(text).length;
/** The bytes a file's content is written as: its UTF-8 encoding. */
export const contentBytes = (content: string | undefined): Uint8Array => encoder.encode(content ?? '');

/** Lone UTF-16 surrogates cannot be written as UTF-8, so no file system could store them. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when the text has no lone surrogate; the native check is far faster on megabytes of text. */
const isWellFormed = (text: string): boolean =>
  typeof (text as { isWellFormed?: () => boolean }).isWellFormed === 'function'
    ? (text as unknown as { isWellFormed: () => boolean }).isWellFormed()
    : !LONE_SURROGATE.test(text);

/**
 * Checks that a name can be one path segment on a POSIX file system. Returns a message that says
 * what is wrong, or null when the name is fine. The name is used as given (no trimming here).
 */
export function validateName(name: string): string | null {
  if (name.length === 0) return 'A name cannot be empty.';
  if (name === '.' || name === '..')
    return `'${name}' is not allowed as a name: it means the current or parent folder.`;
  if (name.includes('/')) return "A name cannot contain '/': add folders one level at a time.";
  if (name.includes('\0')) return 'A name cannot contain the NUL character.';
  if (LONE_SURROGATE.test(name)) return 'A name cannot contain an unpaired Unicode surrogate.';
  const bytes = byteLength(name);
  if (bytes > MAX_NAME_BYTES)
    return `A name can be at most ${MAX_NAME_BYTES} bytes long (this one is ${bytes}).`;
  return null;
}

/** Checks a file's text. NUL cannot be passed through a shell argument, so text files cannot hold it. */
export function validateContent(content: string): string | null {
  if (content.includes('\0'))
    return 'File content cannot contain the NUL character: only text files are written.';
  if (!isWellFormed(content)) return 'File content cannot contain an unpaired Unicode surrogate.';
  const bytes = byteLength(content);
  if (bytes > MAX_FILE_CONTENT_BYTES)
    return `A file can hold at most 1 MB of text (this one has ${formatBytes(bytes)}).`;
  return null;
}

export const formatBytes = (bytes: number) =>
  bytes < 1000
    ? `${bytes} B`
    : bytes < 1_000_000
      ? `${(bytes / 1000).toFixed(1)} kB`
      : `${(bytes / 1_000_000).toFixed(2)} MB`;

/** A problem found in a tree, with the path (segments) of the entry it concerns. */
export interface TreeProblem {
  path: string[];
  message: string;
  /** Set on the project name's problem: the reason alone, which the project field shows under it. */
  projectName?: string;
}

/** The size of a tree: entries, deepest level (top level = 1), content bytes. */
export interface TreeStats {
  folders: number;
  files: number;
  depth: number;
  contentBytes: number;
}

export function treeStats(tree: readonly ScaffoldEntry[]): TreeStats {
  const stats: TreeStats = { folders: 0, files: 0, depth: 0, contentBytes: 0 };
  const walk = (entries: readonly ScaffoldEntry[], level: number) => {
    for (const entry of entries) {
      if (level > stats.depth) stats.depth = level;
      if (entry.type === 'folder') {
        stats.folders += 1;
        walk(entry.children, level + 1);
      } else {
        stats.files += 1;
        if (entry.content) stats.contentBytes += byteLength(entry.content);
      }
    }
  };
  walk(tree, 1);
  return stats;
}

/** Says which limit a tree of this size breaks, or null when it fits. */
export function limitProblem(stats: TreeStats): string | null {
  const items = stats.folders + stats.files;
  if (items > MAX_ENTRIES)
    return `The tree has ${items.toLocaleString('en-US')} items: at most ${MAX_ENTRIES.toLocaleString('en-US')} are allowed.`;
  if (stats.depth > MAX_DEPTH)
    return `The tree is ${stats.depth} levels deep: at most ${MAX_DEPTH} are allowed.`;
  if (stats.contentBytes > MAX_CONTENT_BYTES)
    return `The files hold ${formatBytes(stats.contentBytes)}: at most 5 MB of content is allowed.`;
  return null;
}

/** Validates the project name, every entry (names, duplicates, path length, content) and the limits. */
export function validateTree(projectName: string, tree: readonly ScaffoldEntry[]): TreeProblem[] {
  const problems: TreeProblem[] = [];
  const rootProblem = validateName(projectName);
  if (rootProblem)
    problems.push({ path: [], message: `Project name: ${rootProblem}`, projectName: rootProblem });
  const limit = limitProblem(treeStats(tree));
  if (limit) {
    // Past a limit, walking every entry could be slow and the list of problems useless.
    problems.push({ path: [], message: limit });
    return problems;
  }
  const walk = (entries: readonly ScaffoldEntry[], parent: string[]) => {
    const seen = new Set<string>();
    for (const entry of entries) {
      const path = [...parent, entry.name];
      const problem = validateName(entry.name);
      if (problem) problems.push({ path, message: problem });
      else if (seen.has(entry.name))
        problems.push({ path, message: `'${entry.name}' appears twice in the same folder.` });
      else if (byteLength([projectName, ...path].join('/')) >= MAX_PATH_BYTES)
        problems.push({ path, message: `The path is longer than ${MAX_PATH_BYTES - 1} bytes.` });
      seen.add(entry.name);
      if (entry.type === 'folder') walk(entry.children, path);
      else if (entry.content) {
        const contentProblem = validateContent(entry.content);
        if (contentProblem) problems.push({ path, message: contentProblem });
      }
    }
  };
  walk(tree, []);
  return problems;
}

/** One step of creating the project: a folder or a file (with its content), parents before children. */
export interface PlanStep {
  type: EntryType;
  /** Path segments, the project folder first. */
  segments: string[];
  /** The file's text ('' for an empty file); undefined for folders. */
  content?: string;
}

/** Flattens the tree into creation steps, starting with the project folder itself. */
export function planTree(projectName: string, tree: readonly ScaffoldEntry[]): PlanStep[] {
  const steps: PlanStep[] = [{ type: 'folder', segments: [projectName] }];
  const walk = (entries: readonly ScaffoldEntry[], parent: string[]) => {
    for (const entry of entries) {
      const segments = [...parent, entry.name];
      if (entry.type === 'folder') {
        steps.push({ type: 'folder', segments });
        walk(entry.children, segments);
      } else steps.push({ type: 'file', segments, content: entry.content ?? '' });
    }
  };
  walk(tree, [projectName]);
  return steps;
}

/** Thrown when a tree cannot be turned into a script or created on disk. */
export class InvalidTreeError extends Error {
  constructor(readonly problems: TreeProblem[]) {
    super(problems.map((p) => (p.path.length ? `${p.path.join('/')}: ${p.message}` : p.message)).join('\n'));
    this.name = 'InvalidTreeError';
  }
}

export function assertValidTree(projectName: string, tree: readonly ScaffoldEntry[]): void {
  const problems = validateTree(projectName, tree);
  if (problems.length > 0) throw new InvalidTreeError(problems);
}

export const countEntries = (tree: readonly ScaffoldEntry[]): { folders: number; files: number } => {
  const { folders, files } = treeStats(tree);
  return { folders, files };
};
