/** One node of a project tree (spec §3: type, name, children for folders). */
export type ScaffoldEntry =
  | { type: 'folder'; name: string; children: ScaffoldEntry[] }
  | { type: 'file'; name: string };

export type EntryType = ScaffoldEntry['type'];

export const folder = (name: string, children: ScaffoldEntry[] = []): ScaffoldEntry => ({
  type: 'folder',
  name,
  children,
});

export const file = (name: string): ScaffoldEntry => ({ type: 'file', name });

/** Linux NAME_MAX: the longest file name most file systems accept, in bytes. */
export const MAX_NAME_BYTES = 255;
/** Linux PATH_MAX, in bytes, including the terminating NUL. */
export const MAX_PATH_BYTES = 4096;

export const DEFAULT_PROJECT_NAME = 'my-project';

const encoder = new TextEncoder();
export const byteLength = (text: string) => encoder.encode(text).length;

/** Lone UTF-16 surrogates cannot be written as UTF-8, so no file system could store them. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

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

/** A problem found in a tree, with the path (segments) of the entry it concerns. */
export interface TreeProblem {
  path: string[];
  message: string;
}

/** Validates the project name and every entry: names, duplicates among siblings, path length. */
export function validateTree(projectName: string, tree: readonly ScaffoldEntry[]): TreeProblem[] {
  const problems: TreeProblem[] = [];
  const rootProblem = validateName(projectName);
  if (rootProblem) problems.push({ path: [], message: `Project name: ${rootProblem}` });
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
    }
  };
  walk(tree, []);
  return problems;
}

/** One step of creating the project: a folder or an (empty) file, parents before children. */
export interface PlanStep {
  type: EntryType;
  /** Path segments, the project folder first. */
  segments: string[];
}

/** Flattens the tree into creation steps, starting with the project folder itself. */
export function planTree(projectName: string, tree: readonly ScaffoldEntry[]): PlanStep[] {
  const steps: PlanStep[] = [{ type: 'folder', segments: [projectName] }];
  const walk = (entries: readonly ScaffoldEntry[], parent: string[]) => {
    for (const entry of entries) {
      const segments = [...parent, entry.name];
      steps.push({ type: entry.type, segments });
      if (entry.type === 'folder') walk(entry.children, segments);
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
  let folders = 0;
  let files = 0;
  const walk = (entries: readonly ScaffoldEntry[]) => {
    for (const entry of entries) {
      if (entry.type === 'folder') {
        folders += 1;
        walk(entry.children);
      } else files += 1;
    }
  };
  walk(tree);
  return { folders, files };
};
