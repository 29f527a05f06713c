import { Button, visuallyHiddenClassName } from '@demos/kit';
import { ChevronDown, ChevronRight, FileIcon, Folder, FolderPlus, Pencil, Trash2 } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { displayName } from './core/asciiTree';
import type { MoveDirection } from './core/edit';
import type { ScaffoldEntry } from './core/model';
import * as styles from './ScaffoldPage.css';
import type { EditOutcome } from './store';

/** One row of the tree as shown: the entry, where it is, and what it looks like to assistive tech. */
export interface VisibleItem {
  entry: ScaffoldEntry;
  path: number[];
  /** Stable while the entry keeps its name and place: its names joined by '/'. */
  key: string;
  level: number;
  setSize: number;
  posInSet: number;
  parentKey: string | null;
}

export const pathKey = (names: readonly string[]) => names.join('/');

/** The rows a user can reach: every entry whose folders are all expanded. */
export function visibleItems(tree: readonly ScaffoldEntry[], collapsed: ReadonlySet<string>): VisibleItem[] {
  const items: VisibleItem[] = [];
  const walk = (
    entries: readonly ScaffoldEntry[],
    path: number[],
    names: string[],
    parentKey: string | null,
  ) => {
    entries.forEach((entry, index) => {
      const itemNames = [...names, entry.name];
      const key = pathKey(itemNames);
      items.push({
        entry,
        path: [...path, index],
        key,
        level: path.length + 1,
        setSize: entries.length,
        posInSet: index + 1,
        parentKey,
      });
      if (entry.type === 'folder' && !collapsed.has(key))
        walk(entry.children, [...path, index], itemNames, key);
    });
  };
  walk(tree, [], [], null);
  return items;
}

export interface ProjectTreeProps {
  tree: readonly ScaffoldEntry[];
  label: string;
  selectedKey: string | null;
  onSelect: (item: VisibleItem) => void;
  collapsed: ReadonlySet<string>;
  onToggle: (key: string, expand: boolean) => void;
  onRename: (path: number[], name: string) => EditOutcome;
  onRemove: (item: VisibleItem) => void;
  onMove: (item: VisibleItem, direction: MoveDirection) => void;
  onAddInside: (item: VisibleItem) => void;
  /** A new object with a row's key moves keyboard focus to that row (after an edit). */
  focusRequest: { key: string } | null;
  /** A row that wants to be renamed (from a toolbar button). */
  renameKey: string | null;
  onRenameDone: () => void;
}

const MOVE_KEYS: Record<string, MoveDirection> = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowLeft: 'out',
  ArrowRight: 'in',
};

/**
 * The project tree as a WAI-ARIA tree view: one tab stop (roving tabindex), arrows, Home/End,
 * Enter or F2 to rename, Delete to delete, Alt+arrows to move. Base UI has no tree, so the
 * keyboard model follows the APG tree pattern here.
 */
export function ProjectTree({
  tree,
  label,
  selectedKey,
  onSelect,
  collapsed,
  onToggle,
  onRename,
  onRemove,
  onMove,
  onAddInside,
  focusRequest,
  renameKey,
  onRenameDone,
}: ProjectTreeProps) {
  const items = visibleItems(tree, collapsed);
  const byKey = new Map(items.map((item) => [item.key, item]));
  const rows = useRef(new Map<string, HTMLDivElement>());
  const baseId = useId();
  const [editing, setEditing] = useState<{ key: string; draft: string; error: string | null } | null>(null);
  const activeKey = selectedKey !== null && byKey.has(selectedKey) ? selectedKey : (items[0]?.key ?? null);

  useEffect(() => {
    if (focusRequest) rows.current.get(focusRequest.key)?.focus();
  }, [focusRequest]);

  useEffect(() => {
    if (!renameKey) return;
    const item = byKey.get(renameKey);
    if (item) setEditing({ key: item.key, draft: item.entry.name, error: null });
    onRenameDone();
  }, [renameKey, byKey, onRenameDone]);

  const focusItem = (item: VisibleItem | undefined) => {
    if (!item) return;
    onSelect(item);
    rows.current.get(item.key)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>, item: VisibleItem) => {
    if (event.target !== event.currentTarget) return;
    const index = items.indexOf(item);
    const isFolder = item.entry.type === 'folder';
    const expanded = isFolder && !collapsed.has(item.key);
    if (event.altKey && MOVE_KEYS[event.key]) {
      event.preventDefault();
      onMove(item, MOVE_KEYS[event.key] as MoveDirection);
      return;
    }
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    switch (event.key) {
      case 'ArrowDown':
        focusItem(items[index + 1]);
        break;
      case 'ArrowUp':
        focusItem(items[index - 1]);
        break;
      case 'Home':
        focusItem(items[0]);
        break;
      case 'End':
        focusItem(items.at(-1));
        break;
      case 'ArrowRight':
        if (isFolder && !expanded) onToggle(item.key, true);
        else if (expanded && item.entry.type === 'folder' && item.entry.children.length > 0)
          focusItem(items[index + 1]);
        break;
      case 'ArrowLeft':
        if (expanded) onToggle(item.key, false);
        else if (item.parentKey !== null) focusItem(byKey.get(item.parentKey));
        break;
      case 'Enter':
      case 'F2':
        setEditing({ key: item.key, draft: item.entry.name, error: null });
        break;
      case 'Delete':
        onRemove(item);
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  const commitRename = (item: VisibleItem) => {
    if (!editing) return;
    if (editing.draft === item.entry.name) {
      setEditing(null);
      rows.current.get(item.key)?.focus();
      return;
    }
    const outcome = onRename(item.path, editing.draft);
    if (outcome.status === 'refused') setEditing({ ...editing, error: outcome.message });
    else setEditing(null);
  };

  const renderLevel = (entries: readonly ScaffoldEntry[], parentKey: string | null): React.ReactNode =>
    entries.map((entry) => {
      const key = parentKey === null ? entry.name : pathKey([parentKey, entry.name]);
      const item = byKey.get(key);
      if (!item) return null;
      const isFolder = entry.type === 'folder';
      const expanded = isFolder && !collapsed.has(key);
      const nameId = `${baseId}-${item.path.join('-')}`;
      const shown = `${displayName(entry.name)}${isFolder ? '/' : ''}`;
      const isEditing = editing?.key === key;
      return (
        <div
          key={entry.name}
          ref={(node) => {
            if (node) rows.current.set(key, node);
            else rows.current.delete(key);
          }}
          role="treeitem"
          aria-level={item.level}
          aria-setsize={item.setSize}
          aria-posinset={item.posInSet}
          aria-expanded={isFolder ? expanded : undefined}
          aria-selected={key === activeKey}
          aria-labelledby={nameId}
          tabIndex={key === activeKey ? 0 : -1}
          className={styles.treeItem}
          onKeyDown={(event) => onKeyDown(event, item)}
          onFocus={(event) => {
            if (event.target === event.currentTarget && key !== selectedKey) onSelect(item);
          }}
        >
          <span className={styles.treeRow}>
            {isFolder ? (
              <span
                className={styles.twisty}
                aria-hidden
                onClick={(event) => {
                  event.stopPropagation();
                  onToggle(key, !expanded);
                }}
              >
                {expanded ? <ChevronDown size={14} /> : <ChevronRight size={14} />}
              </span>
            ) : (
              <span className={styles.twisty} aria-hidden />
            )}
            {isFolder ? (
              <Folder size={16} className={styles.folderIcon} aria-hidden />
            ) : (
              <FileIcon size={16} className={styles.fileIcon} aria-hidden />
            )}
            {isEditing ? (
              <span className={styles.renameBox}>
                <span id={nameId} className={visuallyHiddenClassName}>
                  {shown}
                </span>
                <input
                  className={styles.renameInput}
                  aria-label={`New name for ${displayName(entry.name)}`}
                  aria-invalid={Boolean(editing.error)}
                  aria-describedby={editing.error ? `${nameId}-error` : undefined}
                  value={editing.draft}
                  spellCheck={false}
                  autoComplete="off"
                  // biome-ignore lint/a11y/noAutofocus: the user asked to rename this row just now.
                  autoFocus
                  onChange={(event) => setEditing({ ...editing, draft: event.target.value, error: null })}
                  onKeyDown={(event) => {
                    event.stopPropagation();
                    if (event.key === 'Enter') {
                      event.preventDefault();
                      commitRename(item);
                    } else if (event.key === 'Escape') {
                      event.preventDefault();
                      setEditing(null);
                      rows.current.get(key)?.focus();
                    }
                  }}
                  onBlur={() =>
                    setEditing((current) => (current?.key === key && !current.error ? null : current))
                  }
                />
                {editing.error && (
                  <span id={`${nameId}-error`} className={styles.renameError} role="alert">
                    {editing.error}
                  </span>
                )}
              </span>
            ) : (
              // biome-ignore lint/a11y/useKeyWithClickEvents: a pointer shortcut; the row itself takes Enter and the arrows.
              // biome-ignore lint/a11y/noStaticElementInteractions: see above, the keyboard path is on the treeitem.
              <span
                id={nameId}
                className={styles.treeName}
                onClick={() => focusItem(item)}
                onDoubleClick={() => setEditing({ key, draft: entry.name, error: null })}
              >
                {shown}
              </span>
            )}
            <span className={styles.rowActions}>
              {isFolder && (
                <Button
                  variant="ghost"
                  size="icon"
                  tabIndex={-1}
                  aria-label={`Add inside ${displayName(entry.name)}`}
                  title="Add a folder or file inside"
                  onClick={() => onAddInside(item)}
                >
                  <FolderPlus size={15} aria-hidden />
                </Button>
              )}
              <Button
                variant="ghost"
                size="icon"
                tabIndex={-1}
                aria-label={`Rename ${displayName(entry.name)}`}
                title="Rename (Enter)"
                onClick={() => setEditing({ key, draft: entry.name, error: null })}
              >
                <Pencil size={15} aria-hidden />
              </Button>
              <Button
                variant="ghost"
                size="icon"
                tabIndex={-1}
                className={styles.deleteButton}
                aria-label={`Delete ${displayName(entry.name)}`}
                title="Delete (Delete key)"
                onClick={() => onRemove(item)}
              >
                <Trash2 size={15} aria-hidden />
              </Button>
            </span>
          </span>
          {entry.type === 'folder' && expanded && entry.children.length > 0 && (
            // biome-ignore lint/a11y/useSemanticElements: an ARIA tree's nested level is role=group, not a fieldset.
            <div role="group" className={styles.treeGroup}>
              {renderLevel(entry.children, key)}
            </div>
          )}
        </div>
      );
    });

  return (
    <div role="tree" aria-label={label} className={styles.treeList}>
      {renderLevel(tree, null)}
    </div>
  );
}
