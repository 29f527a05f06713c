import {
  type EntryType,
  file,
  folder,
  formatBytes,
  limitProblem,
  MAX_CONTENT_BYTES,
  MAX_DEPTH,
  MAX_ENTRIES,
  type ScaffoldEntry,
  treeStats,
  validateContent,
  validateName,
} from './model';

/**
 * Pure edits of a tree, addressed by index paths ([2, 0] = first child of the third top-level
 * entry). Each returns the new tree, or a message saying why the edit is refused; the tree passed
 * in is never changed.
 */
export type EntryPath = readonly number[];

export type EditResult = { ok: true; tree: ScaffoldEntry[]; path: number[] } | { ok: false; message: string };

const refuse = (message: string): EditResult => ({ ok: false, message });

export function entryAt(tree: readonly ScaffoldEntry[], path: EntryPath): ScaffoldEntry | undefined {
  let entries = tree;
  let entry: ScaffoldEntry | undefined;
  for (const index of path) {
    entry = entries[index];
    if (!entry) return undefined;
    entries = entry.type === 'folder' ? entry.children : [];
  }
  return entry;
}

/** The names along a path, for messages and labels. */
export function namesAt(tree: readonly ScaffoldEntry[], path: EntryPath): string[] {
  return path.map((_, depth) => entryAt(tree, path.slice(0, depth + 1))?.name ?? '?');
}

const childrenAt = (
  tree: readonly ScaffoldEntry[],
  parent: EntryPath,
): readonly ScaffoldEntry[] | undefined => {
  if (parent.length === 0) return tree;
  const entry = entryAt(tree, parent);
  return entry?.type === 'folder' ? entry.children : undefined;
};

/** Replaces the children of the folder at `parent` (the top level for []). */
function withChildren(
  tree: readonly ScaffoldEntry[],
  parent: EntryPath,
  update: (children: readonly ScaffoldEntry[]) => ScaffoldEntry[],
): ScaffoldEntry[] {
  if (parent.length === 0) return update(tree);
  const [first, ...rest] = parent;
  return tree.map((entry, index) =>
    index === first && entry.type === 'folder'
      ? { ...entry, children: withChildren(entry.children, rest, update) }
      : entry,
  );
}

const where = (tree: readonly ScaffoldEntry[], parent: EntryPath) =>
  parent.length === 0 ? 'at the top level' : `in ${namesAt(tree, parent).join('/')}/`;

const depthOf = (entry: ScaffoldEntry): number =>
  entry.type === 'folder' ? 1 + Math.max(0, ...entry.children.map(depthOf)) : 1;

/** Adds a folder or an empty file at the end of the folder at `parent`. The name is used as given. */
export function addEntry(
  tree: readonly ScaffoldEntry[],
  parent: EntryPath,
  type: EntryType,
  name: string,
): EditResult {
  const siblings = childrenAt(tree, parent);
  if (!siblings) return refuse('That folder no longer exists.');
  const problem = validateName(name);
  if (problem) return refuse(problem);
  if (siblings.some((entry) => entry.name === name))
    return refuse(`'${name}' already exists ${where(tree, parent)}.`);
  const stats = treeStats(tree);
  if (stats.folders + stats.files >= MAX_ENTRIES)
    return refuse(`The tree already has ${MAX_ENTRIES.toLocaleString('en-US')} items, the most it can hold.`);
  if (parent.length + 1 > MAX_DEPTH) return refuse(`The tree can be at most ${MAX_DEPTH} levels deep.`);
  const entry = type === 'folder' ? folder(name) : file(name);
  return {
    ok: true,
    tree: withChildren(tree, parent, (children) => [...children, entry]),
    path: [...parent, siblings.length],
  };
}

export function renameEntry(tree: readonly ScaffoldEntry[], path: EntryPath, name: string): EditResult {
  const entry = entryAt(tree, path);
  if (!entry) return refuse('That item no longer exists.');
  const problem = validateName(name);
  if (problem) return refuse(problem);
  const parent = path.slice(0, -1);
  const index = path.at(-1) ?? 0;
  const siblings = childrenAt(tree, parent) ?? [];
  if (siblings.some((other, i) => i !== index && other.name === name))
    return refuse(`'${name}' already exists ${where(tree, parent)}.`);
  return {
    ok: true,
    tree: withChildren(tree, parent, (children) =>
      children.map((e, i) => (i === index ? { ...e, name } : e)),
    ),
    path: [...path],
  };
}

export function removeEntry(tree: readonly ScaffoldEntry[], path: EntryPath): EditResult {
  if (!entryAt(tree, path)) return refuse('That item no longer exists.');
  const parent = path.slice(0, -1);
  const index = path.at(-1) ?? 0;
  return {
    ok: true,
    tree: withChildren(tree, parent, (children) => children.filter((_, i) => i !== index)),
    path: [...parent],
  };
}

export function setContent(tree: readonly ScaffoldEntry[], path: EntryPath, content: string): EditResult {
  const entry = entryAt(tree, path);
  if (entry?.type !== 'file') return refuse('Only files hold content.');
  const problem = validateContent(content);
  if (problem) return refuse(problem);
  const parent = path.slice(0, -1);
  const index = path.at(-1) ?? 0;
  const next = withChildren(tree, parent, (children) =>
    children.map((e, i) => (i === index ? file(e.name, content) : e)),
  );
  const { contentBytes } = treeStats(next);
  if (contentBytes > MAX_CONTENT_BYTES)
    return refuse(
      `The files would hold ${formatBytes(contentBytes)}: at most 5 MB of content is allowed in all.`,
    );
  return { ok: true, tree: next, path: [...path] };
}

export type MoveDirection = 'up' | 'down' | 'out' | 'in';

/**
 * Moves an entry: up or down among its siblings, out of its folder (just after that folder), or
 * in (to the end of the folder just above it).
 */
export function moveEntry(
  tree: readonly ScaffoldEntry[],
  path: EntryPath,
  direction: MoveDirection,
): EditResult {
  const entry = entryAt(tree, path);
  if (!entry) return refuse('That item no longer exists.');
  const parent = path.slice(0, -1);
  const index = path.at(-1) ?? 0;
  const siblings = childrenAt(tree, parent) ?? [];
  if (direction === 'up' || direction === 'down') {
    const target = direction === 'up' ? index - 1 : index + 1;
    if (target < 0 || target >= siblings.length)
      return refuse(
        `'${entry.name}' is already the ${direction === 'up' ? 'first' : 'last'} item ${where(tree, parent)}.`,
      );
    return {
      ok: true,
      tree: withChildren(tree, parent, (children) => {
        const next = [...children];
        [next[index], next[target]] = [next[target] as ScaffoldEntry, next[index] as ScaffoldEntry];
        return next;
      }),
      path: [...parent, target],
    };
  }
  if (direction === 'out') {
    if (parent.length === 0) return refuse(`'${entry.name}' is already at the top level.`);
    const grandparent = parent.slice(0, -1);
    const parentIndex = parent.at(-1) ?? 0;
    const destination = childrenAt(tree, grandparent) ?? [];
    if (destination.some((other) => other.name === entry.name))
      return refuse(`'${entry.name}' already exists ${where(tree, grandparent)}.`);
    const removed = withChildren(tree, parent, (children) => children.filter((_, i) => i !== index));
    return {
      ok: true,
      tree: withChildren(removed, grandparent, (children) => [
        ...children.slice(0, parentIndex + 1),
        entry,
        ...children.slice(parentIndex + 1),
      ]),
      path: [...grandparent, parentIndex + 1],
    };
  }
  const above = siblings[index - 1];
  if (above?.type !== 'folder')
    return refuse(`There is no folder just above '${entry.name}' to move it into.`);
  if (above.children.some((other) => other.name === entry.name))
    return refuse(`'${entry.name}' already exists in ${[...namesAt(tree, parent), above.name].join('/')}/.`);
  if (parent.length + 1 + depthOf(entry) > MAX_DEPTH)
    return refuse(`The tree can be at most ${MAX_DEPTH} levels deep.`);
  const removed = withChildren(tree, parent, (children) => children.filter((_, i) => i !== index));
  const into = [...parent, index - 1];
  return {
    ok: true,
    tree: withChildren(removed, into, (children) => [...children, entry]),
    path: [...into, above.children.length],
  };
}

/** Checks a whole new tree (a pasted one) against the limits. */
export const treeLimitProblem = (tree: readonly ScaffoldEntry[]) => limitProblem(treeStats(tree));
