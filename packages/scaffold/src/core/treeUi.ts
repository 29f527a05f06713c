import type { EntryType } from './model';

/** The page's own state around the tree (the tree itself is in the store). */
export interface TreeUi {
  newType: EntryType;
  newName: string;
  /** The key of the folder new items go into ('' for the top level). */
  addTarget: string;
  addError: string | null;
  selectedKey: string | null;
  collapsed: ReadonlySet<string>;
  /** Asks the tree to move keyboard focus to this item (after a move, a delete, a rename). */
  focusRequest: { key: string } | null;
  /** The last edit, said in the status line. */
  status: string;
  contentError: string | null;
}

export type TreeUiAction =
  | { type: 'patch'; patch: Partial<TreeUi> }
  | { type: 'expand'; key: string }
  | { type: 'collapse'; key: string }
  /** A new tree (a template, a paste): nothing selected, nothing collapsed, items go to the top. */
  | { type: 'newTree' };

export const initialTreeUi: TreeUi = {
  newType: 'folder',
  newName: '',
  addTarget: '',
  addError: null,
  selectedKey: null,
  collapsed: new Set(),
  focusRequest: null,
  status: '',
  contentError: null,
};

export function treeUiReducer(state: TreeUi, action: TreeUiAction): TreeUi {
  switch (action.type) {
    case 'patch':
      return { ...state, ...action.patch };
    case 'expand':
      if (!state.collapsed.has(action.key)) return state;
      return { ...state, collapsed: new Set([...state.collapsed].filter((k) => k !== action.key)) };
    case 'collapse':
      return { ...state, collapsed: new Set([...state.collapsed, action.key]) };
    case 'newTree':
      return { ...state, addError: null, addTarget: '', selectedKey: null, collapsed: new Set() };
  }
}
