import { createStore } from 'zustand/vanilla';
import * as edit from './core/edit';
import { DEFAULT_PROJECT_NAME, type EntryType, type ScaffoldEntry, validateName } from './core/model';
import { getTemplate, type TemplateId } from './core/templates';

/** What an edit did: 'done' (with the edited entry's path), 'ignored', or a refusal message. */
export type EditOutcome =
  | { status: 'done'; path: number[] }
  | { status: 'ignored' }
  | { status: 'refused'; message: string };

export interface ScaffoldState {
  projectName: string;
  /** The template last loaded; the tree may have been edited since. */
  template: TemplateId;
  tree: ScaffoldEntry[];
  setProjectName: (name: string) => void;
  loadTemplate: (id: TemplateId) => void;
  /**
   * Adds a folder or file in the folder at `parent` (the top level by default). The name is
   * trimmed; a blank name is ignored (spec §5). Returns 'added', 'ignored', or why it was refused.
   */
  addEntry: (type: EntryType, rawName: string, parent?: readonly number[]) => 'added' | 'ignored' | string;
  /** The same as addEntry, with the new entry's path. */
  add: (type: EntryType, rawName: string, parent?: readonly number[]) => EditOutcome;
  rename: (path: readonly number[], rawName: string) => EditOutcome;
  remove: (path: readonly number[]) => EditOutcome;
  move: (path: readonly number[], direction: edit.MoveDirection) => EditOutcome;
  setContent: (path: readonly number[], content: string) => EditOutcome;
  /** Replaces the whole tree (Paste tree); a root name from the text becomes the project name. */
  replaceTree: (tree: ScaffoldEntry[], root?: string) => EditOutcome;
  /** Removes the top-level entry at `index` (the spec's delete). */
  removeEntry: (index: number) => void;
}

const key = (names: readonly string[]) => names.join('\0');

/** Each file's content in a template, by its path of names. */
function templateContents(template: TemplateId, projectName: string): Map<string, string> {
  const contents = new Map<string, string>();
  const walk = (entries: readonly ScaffoldEntry[], parent: string[]) => {
    for (const entry of entries) {
      const names = [...parent, entry.name];
      if (entry.type === 'folder') walk(entry.children, names);
      else contents.set(key(names), entry.content ?? '');
    }
  };
  walk(getTemplate(template).tree(projectName), []);
  return contents;
}

/**
 * Starter files mention the project name: when it changes, files still as the template wrote them
 * follow it; files the user edited keep their text.
 */
function followProjectName(
  tree: readonly ScaffoldEntry[],
  template: TemplateId,
  oldName: string,
  newName: string,
): ScaffoldEntry[] {
  if (template === 'custom' || oldName === newName) return [...tree];
  const before = templateContents(template, oldName);
  const after = templateContents(template, newName);
  const walk = (entries: readonly ScaffoldEntry[], parent: string[]): ScaffoldEntry[] =>
    entries.map((entry) => {
      const names = [...parent, entry.name];
      if (entry.type === 'folder') return { ...entry, children: walk(entry.children, names) };
      const id = key(names);
      const next = after.get(id);
      return next !== undefined && before.get(id) === (entry.content ?? '') && next !== ''
        ? { type: 'file', name: entry.name, content: next }
        : entry;
    });
  return walk(tree, []);
}

const toOutcome = (result: edit.EditResult): EditOutcome =>
  result.ok ? { status: 'done', path: result.path } : { status: 'refused', message: result.message };

export function createScaffoldStore(initial: { template?: TemplateId; projectName?: string } = {}) {
  const template = initial.template ?? 'react';
  const projectName = initial.projectName ?? DEFAULT_PROJECT_NAME;
  return createStore<ScaffoldState>()((set, get) => {
    /** The (valid) project name the template's starter files were last written for. */
    let filesWrittenFor = projectName;
    /** Applies an edit to the tree when it succeeds. */
    const apply = (result: edit.EditResult): EditOutcome => {
      if (result.ok) set({ tree: result.tree });
      return toOutcome(result);
    };
    const add = (type: EntryType, rawName: string, parent: readonly number[] = []): EditOutcome => {
      const name = rawName.trim();
      if (name === '') return { status: 'ignored' };
      return apply(edit.addEntry(get().tree, parent, type, name));
    };
    return {
      projectName,
      template,
      tree: getTemplate(template).tree(projectName),
      setProjectName: (name) => {
        if (validateName(name)) {
          set({ projectName: name });
          return;
        }
        const { template: current, tree } = get();
        const followed = followProjectName(tree, current, filesWrittenFor, name);
        filesWrittenFor = name;
        set({ projectName: name, tree: followed });
      },
      loadTemplate: (id) => {
        const name = get().projectName;
        filesWrittenFor = validateName(name) ? DEFAULT_PROJECT_NAME : name;
        set({ template: id, tree: getTemplate(id).tree(filesWrittenFor) });
      },
      add,
      addEntry: (type, rawName, parent = []) => {
        const outcome = add(type, rawName, parent);
        return outcome.status === 'done'
          ? 'added'
          : outcome.status === 'ignored'
            ? 'ignored'
            : outcome.message;
      },
      rename: (path, rawName) => {
        const name = rawName.trim();
        if (name === '') return { status: 'refused', message: 'A name cannot be empty.' };
        return apply(edit.renameEntry(get().tree, path, name));
      },
      remove: (path) => apply(edit.removeEntry(get().tree, path)),
      move: (path, direction) => apply(edit.moveEntry(get().tree, path, direction)),
      setContent: (path, content) => apply(edit.setContent(get().tree, path, content)),
      replaceTree: (tree, root) => {
        const problem = edit.treeLimitProblem(tree);
        if (problem) return { status: 'refused', message: problem };
        set({ tree, template: 'custom', ...(root === undefined ? {} : { projectName: root }) });
        return { status: 'done', path: [] };
      },
      removeEntry: (index) => {
        apply(edit.removeEntry(get().tree, [index]));
      },
    };
  });
}

export type ScaffoldStore = ReturnType<typeof createScaffoldStore>;
