import { Button, visuallyHiddenClassName } from '@demos/kit';
import { ChevronRight, FileIcon, Folder, FolderPlus, PenLine, Trash2 } from 'lucide-react';
import {
  type Dispatch,
  type KeyboardEvent,
  memo,
  type RefObject,
  type SetStateAction,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { displayName } from './core/asciiTree';
import type { MoveDirection } from './core/edit';
import { MAX_DEPTH, type ScaffoldEntry } from './core/model';
import { say, TEXT } from './messages';
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

/** The rows a user can reach: every entry whose folders are all expanded, in display order. */
export function visibleItems(tree: readonly ScaffoldEntry[], collapsed: ReadonlySet<string>): VisibleItem[] {
  const items: VisibleItem[] = [];
  const walk = (entries: readonly ScaffoldEntry[], path: number[], parentKey: string | null) => {
    entries.forEach((entry, index) => {
      const key = parentKey === null ? entry.name : `${parentKey}/${entry.name}`;
      items.push({
        entry,
        path: [...path, index],
        key,
        level: path.length + 1,
        setSize: entries.length,
        posInSet: index + 1,
        parentKey,
      });
      if (entry.type === 'folder' && !collapsed.has(key)) walk(entry.children, [...path, index], key);
    });
  };
  walk(tree, [], null);
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
}

const MOVE_KEYS: Record<string, MoveDirection> = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowLeft: 'out',
  ArrowRight: 'in',
};

interface Editing {
  key: string;
  draft: string;
  error: string | null;
}

/** What a row asks of the tree; one stable object, so rows that did not change are not rendered again. */
interface RowActions {
  keyDown: (event: KeyboardEvent<HTMLDivElement>, key: string) => void;
  focus: (key: string) => void;
  toggle: (key: string) => void;
  startRename: (key: string) => void;
  setDraft: (draft: string) => void;
  commitRename: (key: string) => void;
  cancelRename: (key: string) => void;
  blurRename: (key: string) => void;
  remove: (key: string) => void;
  addInside: (key: string) => void;
  register: (key: string, node: HTMLDivElement | null) => void;
}

interface TreeRowProps {
  entry: ScaffoldEntry;
  itemKey: string;
  level: number;
  setSize: number;
  posInSet: number;
  expanded: boolean;
  active: boolean;
  editing: Editing | null;
  nameId: string;
  actions: RowActions;
}

const TreeRow = memo(function TreeRow({
  entry,
  itemKey,
  level,
  setSize,
  posInSet,
  expanded,
  active,
  editing,
  nameId,
  actions,
}: TreeRowProps) {
  const isFolder = entry.type === 'folder';
  const name = displayName(entry.name);
  const shown = `${name}${isFolder ? '/' : ''}`;
  return (
    <div
      ref={(node) => actions.register(itemKey, node)}
      role="treeitem"
      aria-level={level}
      aria-setsize={setSize}
      aria-posinset={posInSet}
      aria-expanded={isFolder ? expanded : undefined}
      aria-selected={active}
      aria-labelledby={nameId}
      tabIndex={active ? 0 : -1}
      className={`${styles.treeItem} ${styles.treeIndent[Math.min(level, MAX_DEPTH)] ?? ''}`}
      onKeyDown={(event) => actions.keyDown(event, itemKey)}
      onFocus={(event) => {
        if (event.target === event.currentTarget && !active) actions.focus(itemKey);
      }}
    >
      {isFolder ? (
        <span
          className={styles.twisty}
          aria-hidden
          onClick={(event) => {
            event.stopPropagation();
            actions.toggle(itemKey);
          }}
        >
          <ChevronRight size={14} className={expanded ? styles.twistyOpen : undefined} />
        </span>
      ) : (
        <span className={styles.twisty} aria-hidden />
      )}
      {isFolder ? (
        <Folder size={16} className={styles.folderIcon} aria-hidden />
      ) : (
        <FileIcon size={16} className={styles.fileIcon} aria-hidden />
      )}
      {editing ? (
        <RenameBox
          name={name}
          shown={shown}
          nameId={nameId}
          itemKey={itemKey}
          editing={editing}
          actions={actions}
        />
      ) : (
        // biome-ignore lint/a11y/useKeyWithClickEvents: a pointer shortcut; the row itself takes Enter and the arrows.
        // biome-ignore lint/a11y/noStaticElementInteractions: see above, the keyboard path is on the treeitem.
        <span
          id={nameId}
          className={styles.treeName}
          onClick={() => actions.focus(itemKey)}
          onDoubleClick={() => actions.startRename(itemKey)}
        >
          {shown}
        </span>
      )}
      {/* Only the selected row carries buttons: thousands of rows stay light to render. */}
      {active && <RowButtons name={name} isFolder={isFolder} itemKey={itemKey} actions={actions} />}
    </div>
  );
});

interface RowPartProps {
  name: string;
  itemKey: string;
  actions: RowActions;
}

/** The name being edited in place (Enter keeps it, Escape goes back), with why it is refused. */
function RenameBox({
  name,
  shown,
  nameId,
  itemKey,
  editing,
  actions,
}: RowPartProps & { shown: string; nameId: string; editing: Editing }) {
  return (
    <span className={styles.renameBox}>
      <span id={nameId} className={visuallyHiddenClassName}>
        {shown}
      </span>
      <input
        className={styles.renameInput}
        aria-label={say.newName(name)}
        aria-invalid={Boolean(editing.error)}
        aria-describedby={editing.error ? `${nameId}-error` : undefined}
        value={editing.draft}
        spellCheck={false}
        autoComplete="off"
        // biome-ignore lint/a11y/noAutofocus: the user asked to rename this row just now.
        autoFocus
        onChange={(event) => actions.setDraft(event.target.value)}
        onKeyDown={(event) => {
          event.stopPropagation();
          if (event.key === 'Enter') {
            event.preventDefault();
            actions.commitRename(itemKey);
          } else if (event.key === 'Escape') {
            event.preventDefault();
            actions.cancelRename(itemKey);
          }
        }}
        onBlur={() => actions.blurRename(itemKey)}
      />
      {editing.error && (
        <span id={`${nameId}-error`} className={styles.renameError} role="alert">
          {editing.error}
        </span>
      )}
    </span>
  );
}

/** The selected row's buttons: add inside (folders), rename, delete. */
function RowButtons({ name, isFolder, itemKey, actions }: RowPartProps & { isFolder: boolean }) {
  return (
    <span className={styles.rowActions}>
      {isFolder && (
        <Button
          variant="ghost"
          size="icon"
          tabIndex={-1}
          aria-label={say.addInside(name)}
          title={TEXT.addInsideTitle}
          onClick={() => actions.addInside(itemKey)}
        >
          <FolderPlus size={15} aria-hidden />
        </Button>
      )}
      <Button
        variant="ghost"
        size="icon"
        tabIndex={-1}
        aria-label={say.rename(name)}
        title={TEXT.renameTitle}
        onClick={() => actions.startRename(itemKey)}
      >
        <PenLine size={15} aria-hidden />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        tabIndex={-1}
        aria-label={say.remove(name)}
        title={TEXT.deleteTitle}
        onClick={() => actions.remove(itemKey)}
      >
        <Trash2 size={15} aria-hidden />
      </Button>
    </span>
  );
}

/**
 * The project tree as a WAI-ARIA tree view: one tab stop (roving tabindex), arrows, Home/End,
 * Enter or F2 to rename, Delete to delete, Alt+arrows to move. Base UI has no tree, so the
 * keyboard model follows the APG tree pattern here. Rows are a flat list with aria-level,
 * aria-setsize and aria-posinset (the APG's flat form), each memoised: with 2,000 items an edit
 * renders only the rows it changed.
 */
export const ProjectTree = memo(function ProjectTree(props: ProjectTreeProps) {
  const { tree, label, selectedKey, collapsed, focusRequest } = props;
  const items = useMemo(() => visibleItems(tree, collapsed), [tree, collapsed]);
  const byKey = useMemo(() => new Map(items.map((item, index) => [item.key, { item, index }])), [items]);
  const rows = useRef(new Map<string, HTMLDivElement>());
  const baseId = useId();
  // Ids for aria-labelledby, stable per row (names may hold spaces, so they cannot be ids themselves).
  const ids = useRef(new Map<string, string>());
  const idFor = (key: string) => {
    let id = ids.current.get(key);
    if (!id) {
      id = `${baseId}-${ids.current.size}`;
      ids.current.set(key, id);
    }
    return id;
  };
  const [editing, setEditing] = useState<Editing | null>(null);
  const activeKey = selectedKey !== null && byKey.has(selectedKey) ? selectedKey : (items[0]?.key ?? null);

  const latest = useRef<Latest>({ props, items, byKey, editing, activeKey });
  latest.current = { props, items, byKey, editing, activeKey };

  useEffect(() => {
    if (focusRequest) rows.current.get(focusRequest.key)?.focus();
  }, [focusRequest]);

  const actions = useRowActions(latest, rows, setEditing);

  return (
    <div role="tree" aria-label={label} className={styles.treeList}>
      {items.map((item) => (
        <TreeRow
          key={item.key}
          entry={item.entry}
          itemKey={item.key}
          level={item.level}
          setSize={item.setSize}
          posInSet={item.posInSet}
          expanded={item.entry.type === 'folder' && !collapsed.has(item.key)}
          active={item.key === activeKey}
          editing={editing?.key === item.key ? editing : null}
          nameId={idFor(item.key)}
          actions={actions}
        />
      ))}
    </div>
  );
});

interface Latest {
  props: ProjectTreeProps;
  items: VisibleItem[];
  byKey: Map<string, { item: VisibleItem; index: number }>;
  editing: Editing | null;
  activeKey: string | null;
}

/** Rows call back through one stable object that reads the latest props and state from a ref. */
function useRowActions(
  latest: RefObject<Latest>,
  rows: RefObject<Map<string, HTMLDivElement>>,
  setEditing: Dispatch<SetStateAction<Editing | null>>,
): RowActions {
  return useMemo<RowActions>(() => {
    const focusItem = (item: VisibleItem | undefined) => {
      if (!item) return;
      latest.current.props.onSelect(item);
      rows.current.get(item.key)?.focus();
    };
    const itemOf = (key: string) => latest.current.byKey.get(key)?.item;
    const startRename = (key: string) => {
      const item = itemOf(key);
      if (item) setEditing({ key, draft: item.entry.name, error: null });
    };
    return {
      register: (key, node) => {
        if (node) rows.current.set(key, node);
        else rows.current.delete(key);
      },
      focus: (key) => focusItem(itemOf(key)),
      toggle: (key) => latest.current.props.onToggle(key, latest.current.props.collapsed.has(key)),
      startRename,
      setDraft: (draft) => setEditing((current) => (current ? { ...current, draft, error: null } : current)),
      commitRename: (key) => {
        const item = itemOf(key);
        const current = latest.current.editing;
        if (!item || !current) return;
        if (current.draft === item.entry.name) {
          setEditing(null);
          rows.current.get(key)?.focus();
          return;
        }
        const outcome = latest.current.props.onRename(item.path, current.draft);
        if (outcome.status === 'refused') setEditing({ ...current, error: outcome.message });
        else setEditing(null);
      },
      cancelRename: (key) => {
        setEditing(null);
        rows.current.get(key)?.focus();
      },
      blurRename: (key) => setEditing((current) => (current?.key === key && !current.error ? null : current)),
      remove: (key) => {
        const item = itemOf(key);
        if (item) latest.current.props.onRemove(item);
      },
      addInside: (key) => {
        const item = itemOf(key);
        if (item) latest.current.props.onAddInside(item);
      },
      keyDown: (event, key) => treeKeyDown(event, key, latest.current, { focusItem, itemOf, startRename }),
    };
  }, [latest, rows, setEditing]);
}

/** The APG tree's keys on a row: arrows, Home/End, Enter or F2, Delete, and Alt+arrows to move. */
function treeKeyDown(
  event: KeyboardEvent<HTMLDivElement>,
  key: string,
  latest: Latest,
  {
    focusItem,
    itemOf,
    startRename,
  }: {
    focusItem: (item: VisibleItem | undefined) => void;
    itemOf: (key: string) => VisibleItem | undefined;
    startRename: (key: string) => void;
  },
) {
  if (event.target !== event.currentTarget) return;
  const found = latest.byKey.get(key);
  if (!found) return;
  const { item, index } = found;
  const list = latest.items;
  const { collapsed: closed, onMove, onToggle } = latest.props;
  const isFolder = item.entry.type === 'folder';
  const expanded = isFolder && !closed.has(key);
  if (event.altKey && MOVE_KEYS[event.key]) {
    event.preventDefault();
    onMove(item, MOVE_KEYS[event.key] as MoveDirection);
    return;
  }
  if (event.altKey || event.ctrlKey || event.metaKey) return;
  switch (event.key) {
    case 'ArrowDown':
      focusItem(list[index + 1]);
      break;
    case 'ArrowUp':
      focusItem(list[index - 1]);
      break;
    case 'Home':
      focusItem(list[0]);
      break;
    case 'End':
      focusItem(list.at(-1));
      break;
    case 'ArrowRight':
      if (isFolder && !expanded) onToggle(key, true);
      else if (expanded && item.entry.type === 'folder' && item.entry.children.length > 0)
        focusItem(list[index + 1]);
      break;
    case 'ArrowLeft':
      if (expanded) onToggle(key, false);
      else if (item.parentKey !== null) focusItem(itemOf(item.parentKey));
      break;
    case 'Enter':
    case 'F2':
      startRename(key);
      break;
    case 'Delete':
      latest.props.onRemove(item);
      break;
    default:
      return;
  }
  event.preventDefault();
}
