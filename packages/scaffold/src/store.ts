import { createStore } from 'zustand/vanilla';
import {
  DEFAULT_PROJECT_NAME,
  type EntryType,
  file,
  folder,
  type ScaffoldEntry,
  validateName,
} from './core/model';
import { getTemplate, type TemplateId } from './core/templates';

export interface ScaffoldState {
  projectName: string;
  /** The template last loaded; the tree may have been edited since. */
  template: TemplateId;
  tree: ScaffoldEntry[];
  setProjectName: (name: string) => void;
  loadTemplate: (id: TemplateId) => void;
  /**
   * Adds a top-level folder or file. The name is trimmed; a blank name is ignored (spec §5).
   * Returns 'added', 'ignored', or a message saying why the name was refused.
   */
  addEntry: (type: EntryType, rawName: string) => 'added' | 'ignored' | string;
  removeEntry: (index: number) => void;
}

export function createScaffoldStore(initial: { template?: TemplateId; projectName?: string } = {}) {
  const template = initial.template ?? 'react';
  return createStore<ScaffoldState>()((set, get) => ({
    projectName: initial.projectName ?? DEFAULT_PROJECT_NAME,
    template,
    tree: getTemplate(template).tree(),
    setProjectName: (projectName) => set({ projectName }),
    loadTemplate: (id) => set({ template: id, tree: getTemplate(id).tree() }),
    addEntry: (type, rawName) => {
      const name = rawName.trim();
      if (name === '') return 'ignored';
      const problem = validateName(name);
      if (problem) return problem;
      if (get().tree.some((entry) => entry.name === name))
        return `'${name}' already exists at the top level.`;
      set((state) => ({ tree: [...state.tree, type === 'folder' ? folder(name) : file(name)] }));
      return 'added';
    },
    removeEntry: (index) => set((state) => ({ tree: state.tree.filter((_, i) => i !== index) })),
  }));
}

export type ScaffoldStore = ReturnType<typeof createScaffoldStore>;
