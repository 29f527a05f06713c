import { type FormEvent, useCallback, useReducer } from 'react';
import { displayName } from './core/asciiTree';
import { entryAt, type MoveDirection, namesAt } from './core/edit';
import type { ScaffoldEntry } from './core/model';
import { initialTreeUi, treeUiReducer } from './core/treeUi';
import { say } from './messages';
import { pathKey, type VisibleItem } from './ProjectTree';
import type { ScaffoldStore } from './store';

const keyOf = (path: readonly number[], inTree: readonly ScaffoldEntry[]) => pathKey(namesAt(inTree, path));

/** The index path of the entry whose names are `key`, or null when there is none. */
export function resolveKey(tree: readonly ScaffoldEntry[], key: string): number[] | null {
  if (key === '') return [];
  const path: number[] = [];
  let entries = tree;
  for (const name of key.split('/')) {
    const index = entries.findIndex((entry) => entry.name === name);
    const entry = entries[index];
    if (!entry) return null;
    path.push(index);
    entries = entry.type === 'folder' ? entry.children : [];
  }
  return path;
}

/** Where focus goes after a delete: the next sibling, else the previous, else the parent. */
function focusAfterRemove(tree: readonly ScaffoldEntry[], removed: readonly number[]): number[] {
  const parent = removed.slice(0, -1);
  const index = removed.at(-1) ?? 0;
  const siblings =
    parent.length === 0 ? tree : (entryAt(tree, parent) as { children: ScaffoldEntry[] }).children;
  return siblings.length === 0 ? parent : [...parent, Math.min(index, siblings.length - 1)];
}

/**
 * The tree's editing: the UI state beside it (a reducer) and the actions that change the store
 * and say what they did. The tree's handlers use only the store and `dispatch`: they are stable,
 * so the memoised tree does not render again while the user types elsewhere on the page.
 */
export function useTreeEditor(store: ScaffoldStore, focusNameInput: () => void) {
  const [ui, dispatch] = useReducer(treeUiReducer, initialTreeUi);

  const remove = useCallback(
    (item: VisibleItem) => {
      if (store.getState().remove(item.path).status !== 'done') return;
      const next = store.getState().tree;
      const focusPath = focusAfterRemove(next, item.path);
      const key = focusPath.length > 0 ? keyOf(focusPath, next) : null;
      dispatch({
        type: 'patch',
        patch: {
          status: say.deleted(displayName(item.key), item.entry.type),
          selectedKey: key,
          ...(key === null ? {} : { focusRequest: { key } }),
        },
      });
    },
    [store],
  );

  const move = useCallback(
    (item: VisibleItem, direction: MoveDirection) => {
      const outcome = store.getState().move(item.path, direction);
      if (outcome.status === 'refused') dispatch({ type: 'patch', patch: { status: outcome.message } });
      if (outcome.status !== 'done') return;
      const next = store.getState().tree;
      const key = keyOf(outcome.path, next);
      const parentKey = keyOf(outcome.path.slice(0, -1), next);
      if (parentKey) dispatch({ type: 'expand', key: parentKey });
      const name = displayName(item.entry.name);
      const folder = parentKey ? displayName(parentKey) : null;
      const status =
        direction === 'up' || direction === 'down'
          ? say.reordered(name, (outcome.path.at(-1) ?? 0) + 1, folder)
          : say.moved(name, folder);
      dispatch({ type: 'patch', patch: { selectedKey: key, focusRequest: { key }, status } });
    },
    [store],
  );

  const rename = useCallback(
    (path: number[], name: string) => {
      const outcome = store.getState().rename(path, name);
      if (outcome.status === 'done') {
        const key = keyOf(outcome.path, store.getState().tree);
        dispatch({
          type: 'patch',
          patch: { selectedKey: key, focusRequest: { key }, status: say.renamed(displayName(name.trim())) },
        });
      }
      return outcome;
    },
    [store],
  );

  const toggle = useCallback(
    (key: string, expand: boolean) => dispatch(expand ? { type: 'expand', key } : { type: 'collapse', key }),
    [],
  );

  const addInside = useCallback(
    (item: VisibleItem) => {
      dispatch({ type: 'patch', patch: { addTarget: item.key, addError: null } });
      focusNameInput();
    },
    [focusNameInput],
  );

  const select = useCallback(
    (item: VisibleItem) => dispatch({ type: 'patch', patch: { selectedKey: item.key, contentError: null } }),
    [],
  );

  const add = (event: FormEvent) => {
    event.preventDefault();
    const tree = store.getState().tree;
    const targetPath = resolveKey(tree, ui.addTarget);
    const outcome = store.getState().add(ui.newType, ui.newName, targetPath ?? []);
    if (outcome.status === 'done') {
      const key = keyOf(outcome.path, store.getState().tree);
      if (targetPath && ui.addTarget) dispatch({ type: 'expand', key: ui.addTarget });
      dispatch({
        type: 'patch',
        patch: {
          newName: '',
          addError: null,
          selectedKey: key,
          status: say.added(displayName(key), ui.newType),
        },
      });
    } else {
      dispatch({ type: 'patch', patch: { addError: outcome.status === 'ignored' ? null : outcome.message } });
    }
  };

  return { ui, dispatch, add, remove, move, rename, toggle, addInside, select };
}

export type TreeEditor = ReturnType<typeof useTreeEditor>;
