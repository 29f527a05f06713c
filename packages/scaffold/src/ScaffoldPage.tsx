import {
  Badge,
  Button,
  Card,
  CodeBlock,
  CodeCommand,
  type CodeHighlighterLoader,
  downloadBlob,
  PageHeader,
  Select,
  TextArea,
  TextField,
  toast,
  useCopyToClipboard,
} from '@demos/kit';
// Icons only from those the site already ships: its icons chunk is shared with the landing page.
import {
  ArrowRight,
  Check,
  Copy,
  FileCode2,
  FilePlus,
  Folder,
  FolderPlus,
  FolderTree,
  Package,
  Terminal,
} from 'lucide-react';
import { type FormEvent, useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { asciiTree, displayName } from './core/asciiTree';
import { entryAt, type MoveDirection, namesAt } from './core/edit';
import {
  byteLength,
  type EntryType,
  formatBytes,
  LIMITS_TEXT,
  MAX_CONTENT_BYTES,
  MAX_ENTRIES,
  MAX_FILE_CONTENT_BYTES,
  type ScaffoldEntry,
  treeStats,
  validateTree,
} from './core/model';
import { generateScript, scriptFileName } from './core/script';
import { TEMPLATES } from './core/templates';
import { PasteTreeDialog } from './PasteTreeDialog';
import { ProjectTree, pathKey, type VisibleItem } from './ProjectTree';
import * as styles from './ScaffoldPage.css';
import { createScaffoldStore, type ScaffoldStore } from './store';

/** The label in the spec's toast '{label} copié dans le presse-papier' (masculine noun). */
export const TREE_LABEL = 'Arbre';
export const TREE_COPIED_TOAST = `${TREE_LABEL} copié dans le presse-papier`;
export const SCRIPT_COPIED_TOAST = 'Script copié dans le presse-papier!';
export const SCRIPT_DOWNLOADED_TOAST = 'Script téléchargé!';
export const ZIP_DOWNLOADED_TOAST = 'Zip téléchargé!';
/** Longer scripts are shown cut short (the copy and the download have all of it): a page stays responsive. */
export const SCRIPT_PREVIEW_CHARS = 100_000;
/** Past this much file text, the script preview waits for a pause in typing. */
const LIVE_SCRIPT_CONTENT_BYTES = 200_000;
/** The kit's bash grammar, fetched after the first paint: the script shows as plain text until then. */
const loadBashHighlighter: CodeHighlighterLoader = () =>
  import('@demos/kit/highlight').then((module) => module.loadBashHighlighter());
const SCRIPT_PAUSE_MS = 400;

export interface ScaffoldPageProps {
  store?: ScaffoldStore;
}

/** The index path of the entry whose names are `key`, or null when there is none. */
function resolveKey(tree: readonly ScaffoldEntry[], key: string): number[] | null {
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

const keyOf = (path: readonly number[], inTree: readonly ScaffoldEntry[]) => pathKey(namesAt(inTree, path));

/** Every folder as [key, label] for the "Add to" choice. */
function folderChoices(tree: readonly ScaffoldEntry[], projectName: string): [string, string][] {
  const choices: [string, string][] = [['', `${displayName(projectName) || '…'}/ (top level)`]];
  const walk = (entries: readonly ScaffoldEntry[], names: string[]) => {
    for (const entry of entries) {
      if (entry.type !== 'folder') continue;
      const itemNames = [...names, entry.name];
      choices.push([pathKey(itemNames), `${itemNames.map(displayName).join('/')}/`]);
      walk(entry.children, itemNames);
    }
  };
  walk(tree, []);
  return choices;
}

export function ScaffoldPage({ store: injected }: ScaffoldPageProps) {
  const [store] = useState(() => injected ?? createScaffoldStore());
  const projectName = useStore(store, (s) => s.projectName);
  const template = useStore(store, (s) => s.template);
  const tree = useStore(store, (s) => s.tree);
  const [newType, setNewType] = useState<EntryType>('folder');
  const [newName, setNewName] = useState('');
  const [addTarget, setAddTarget] = useState('');
  const [addError, setAddError] = useState<string | null>(null);
  const [selectedKey, setSelectedKey] = useState<string | null>(null);
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(() => new Set());
  const [focusRequest, setFocusRequest] = useState<{ key: string } | null>(null);
  const [status, setStatus] = useState('');
  const [contentError, setContentError] = useState<string | null>(null);
  const [zipping, setZipping] = useState(false);
  const nameInput = useRef<HTMLInputElement>(null);
  const { copied, copy } = useCopyToClipboard();

  const problems = useMemo(() => validateTree(projectName, tree), [projectName, tree]);
  const projectProblem = problems.find((p) => p.path.length === 0 && p.message.startsWith('Project name: '));
  const treeProblem = problems.find((p) => p !== projectProblem);
  const valid = problems.length === 0;
  const empty = tree.length === 0;
  const stats = useMemo(() => treeStats(tree), [tree]);
  const canExport = valid && !empty;
  // The script can be megabytes long: build it from a deferred copy so typing stays responsive,
  // and once files hold much text, only when the user pauses.
  const deferredTree = useDeferredValue(tree);
  const deferredName = useDeferredValue(projectName);
  const live = stats.contentBytes < LIVE_SCRIPT_CONTENT_BYTES;
  const [paused, setPaused] = useState<{ name: string; tree: readonly ScaffoldEntry[] } | null>(null);
  const pausedOnce = useRef(false);
  useEffect(() => {
    if (live) {
      pausedOnce.current = false;
      setPaused(null);
      return;
    }
    const timer = setTimeout(
      () => {
        pausedOnce.current = true;
        setPaused({ name: projectName, tree });
      },
      pausedOnce.current ? SCRIPT_PAUSE_MS : 0,
    );
    return () => clearTimeout(timer);
  }, [live, projectName, tree]);
  const scriptName = !live && paused ? paused.name : deferredName;
  const scriptTree = !live && paused ? paused.tree : deferredTree;
  const script = useMemo(() => {
    if (!canExport) return '';
    try {
      return generateScript(scriptName, scriptTree);
    } catch {
      return '';
    }
  }, [canExport, scriptName, scriptTree]);
  const fileName = scriptFileName(projectName);
  const targetPath = resolveKey(tree, addTarget) ?? [];
  const targetKey = resolveKey(tree, addTarget) ? addTarget : '';
  const choices = useMemo(() => folderChoices(tree, projectName), [tree, projectName]);
  const selectedPath = selectedKey === null ? null : resolveKey(tree, selectedKey);
  const selected = selectedPath ? entryAt(tree, selectedPath) : undefined;

  const add = (event: FormEvent) => {
    event.preventDefault();
    const outcome = store.getState().add(newType, newName, targetPath);
    if (outcome.status === 'done') {
      setNewName('');
      setAddError(null);
      const key = keyOf(outcome.path, store.getState().tree);
      setSelectedKey(key);
      if (targetKey) setCollapsed((current) => new Set([...current].filter((k) => k !== targetKey)));
      setStatus(`Added ${displayName(key)}${newType === 'folder' ? '/' : ''}.`);
    } else if (outcome.status === 'ignored') {
      setAddError(null);
    } else {
      setAddError(outcome.message);
    }
  };

  // The tree's handlers only use the store, state setters and refs: stable, so the memoised tree
  // does not render again while the user types elsewhere on the page.
  const remove = useCallback(
    (item: VisibleItem) => {
      const outcome = store.getState().remove(item.path);
      if (outcome.status !== 'done') return;
      const next = store.getState().tree;
      const parent = item.path.slice(0, -1);
      const index = item.path.at(-1) ?? 0;
      const siblings =
        parent.length === 0 ? next : (entryAt(next, parent) as { children: ScaffoldEntry[] }).children;
      const focusPath = siblings.length === 0 ? parent : [...parent, Math.min(index, siblings.length - 1)];
      setStatus(`Deleted ${displayName(item.key)}${item.entry.type === 'folder' ? '/' : ''}.`);
      if (focusPath.length > 0) {
        const key = keyOf(focusPath, next);
        setSelectedKey(key);
        setFocusRequest({ key });
      } else setSelectedKey(null);
    },
    [store],
  );

  const move = useCallback(
    (item: VisibleItem, direction: MoveDirection) => {
      const outcome = store.getState().move(item.path, direction);
      if (outcome.status === 'refused') {
        setStatus(outcome.message);
        return;
      }
      if (outcome.status !== 'done') return;
      const next = store.getState().tree;
      const key = keyOf(outcome.path, next);
      const parentKey = keyOf(outcome.path.slice(0, -1), next);
      if (parentKey) setCollapsed((current) => new Set([...current].filter((k) => k !== parentKey)));
      setSelectedKey(key);
      setFocusRequest({ key });
      const name = displayName(item.entry.name);
      const where = parentKey ? `in ${displayName(parentKey)}/` : 'at the top level';
      setStatus(
        direction === 'up' || direction === 'down'
          ? `Moved ${name} to position ${(outcome.path.at(-1) ?? 0) + 1} ${where}.`
          : `Moved ${name} ${parentKey ? `into ${displayName(parentKey)}/` : 'to the top level'}.`,
      );
    },
    [store],
  );

  const rename = useCallback(
    (path: number[], name: string) => {
      const outcome = store.getState().rename(path, name);
      if (outcome.status === 'done') {
        const key = keyOf(outcome.path, store.getState().tree);
        setSelectedKey(key);
        setFocusRequest({ key });
        setStatus(`Renamed to ${displayName(name.trim())}.`);
      }
      return outcome;
    },
    [store],
  );

  const toggle = useCallback(
    (key: string, expand: boolean) =>
      setCollapsed((current) => {
        const next = new Set(current);
        if (expand) next.delete(key);
        else next.add(key);
        return next;
      }),
    [],
  );

  const addInside = useCallback((item: VisibleItem) => {
    setAddTarget(item.key);
    setAddError(null);
    nameInput.current?.focus();
  }, []);

  const select = useCallback((item: VisibleItem) => {
    setSelectedKey(item.key);
    setContentError(null);
  }, []);

  const copyTree = async () => {
    if (await copy(asciiTree(projectName, tree))) toast.success(TREE_COPIED_TOAST);
  };

  const downloadScript = () => {
    downloadBlob(generateScript(projectName, tree), fileName, 'text/x-shellscript;charset=utf-8');
    toast.success(SCRIPT_DOWNLOADED_TOAST);
  };

  const downloadZip = async () => {
    setZipping(true);
    try {
      const { buildZip, zipFileName } = await import('./core/zip');
      const bytes = buildZip(projectName, tree);
      downloadBlob(
        new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/zip' }),
        zipFileName(projectName),
      );
      toast.success(ZIP_DOWNLOADED_TOAST);
    } catch (error) {
      toast.error(`The zip could not be made: ${(error as Error).message}`);
    } finally {
      setZipping(false);
    }
  };

  const selectedItemFor = (path: number[]): VisibleItem | null => {
    const entry = entryAt(tree, path);
    if (!entry) return null;
    return {
      entry,
      path,
      key: keyOf(path, tree),
      level: path.length,
      setSize: 0,
      posInSet: 0,
      parentKey: null,
    };
  };

  const moveButtons: [MoveDirection, string][] = [
    ['up', 'Move up'],
    ['down', 'Move down'],
    ['out', 'Move out of its folder'],
    ['in', 'Move into the folder above'],
  ];

  const itemCount = stats.folders + stats.files;
  const scriptShown = script.length > SCRIPT_PREVIEW_CHARS ? script.slice(0, SCRIPT_PREVIEW_CHARS) : script;

  return (
    <div className={styles.page}>
      <PageHeader
        icon={FolderTree}
        title="Scaffold Generator"
        description="Pick a template, shape the folder tree and its files, and take it away as a safe, re-runnable bash script or a zip."
      />

      <Card
        title="Project"
        description="The project folder is created in the directory where you run the script."
      >
        <div className={styles.projectGrid}>
          <TextField
            label="Project name"
            value={projectName}
            onChange={(event) => store.getState().setProjectName(event.target.value)}
            error={projectProblem?.message.replace(/^Project name: /, '')}
            spellCheck={false}
            autoComplete="off"
          />
          <fieldset className={styles.templates}>
            <legend className={styles.legend}>Template</legend>
            <div className={styles.templateButtons}>
              {TEMPLATES.map((t) => (
                <button
                  key={t.id}
                  type="button"
                  className={styles.templateButton}
                  aria-pressed={template === t.id}
                  onClick={() => {
                    store.getState().loadTemplate(t.id);
                    setAddError(null);
                    setAddTarget('');
                    setSelectedKey(null);
                    setCollapsed(new Set());
                  }}
                >
                  <span className={styles.templateLabel}>{t.label}</span>
                  <span className={styles.templateDescription}>{t.description}</span>
                </button>
              ))}
            </div>
          </fieldset>
        </div>
      </Card>

      <div className={styles.columns}>
        <Card
          title="Structure"
          description="Add folders and files at the top level or inside any folder; rename, move and delete any item."
          actions={
            <Badge tone="info">
              {stats.folders} {stats.folders === 1 ? 'folder' : 'folders'}, {stats.files}{' '}
              {stats.files === 1 ? 'file' : 'files'}
            </Badge>
          }
        >
          <form className={styles.addForm} onSubmit={add}>
            <div className={styles.addOptions}>
              <fieldset className={styles.typeToggle}>
                <legend className={styles.legend}>Type</legend>
                <div className={styles.segmented}>
                  <button
                    type="button"
                    className={styles.segment}
                    aria-pressed={newType === 'folder'}
                    onClick={() => setNewType('folder')}
                  >
                    <FolderPlus size={16} aria-hidden /> Folder
                  </button>
                  <button
                    type="button"
                    className={styles.segment}
                    aria-pressed={newType === 'file'}
                    onClick={() => setNewType('file')}
                  >
                    <FilePlus size={16} aria-hidden /> File
                  </button>
                </div>
              </fieldset>
              <Select
                label="Add to"
                className={styles.targetField}
                value={targetKey}
                onChange={(event) => {
                  setAddTarget(event.target.value);
                  setAddError(null);
                }}
                options={choices.map(([value, label]) => ({ value, label }))}
              />
            </div>
            <div className={styles.addRow}>
              <TextField
                ref={nameInput}
                className={styles.addField}
                label={newType === 'folder' ? 'Folder name' : 'File name'}
                value={newName}
                onChange={(event) => {
                  setNewName(event.target.value);
                  setAddError(null);
                }}
                placeholder={newType === 'folder' ? 'e.g. scripts' : 'e.g. LICENSE'}
                error={addError ?? undefined}
                description="Press Enter to add. Names cannot contain '/', be '.' or '..', repeat a name in the same folder, or exceed 255 bytes."
                spellCheck={false}
                autoComplete="off"
              />
              <Button type="submit" variant="primary" className={styles.addButton}>
                Add
              </Button>
            </div>
          </form>

          <div className={styles.treeBox}>
            <p className={styles.treeRoot}>
              <Folder size={16} className={styles.folderIcon} aria-hidden />
              <span className={styles.treeName}>{displayName(projectName) || '…'}/</span>
            </p>
            {empty ? (
              <p className={styles.empty}>The tree is empty. Add a folder or a file, or pick a template.</p>
            ) : (
              <ProjectTree
                tree={tree}
                label="Project tree"
                selectedKey={selectedKey}
                onSelect={select}
                collapsed={collapsed}
                onToggle={toggle}
                onRename={rename}
                onRemove={remove}
                onMove={move}
                onAddInside={addInside}
                focusRequest={focusRequest}
              />
            )}
          </div>

          {!empty && (
            <div className={styles.treeTools}>
              <p className={styles.hint}>
                In the tree: arrows to move around, Enter to rename, Delete to delete, Alt+↑/↓ to reorder,
                Alt+←/→ to move out of or into a folder.
              </p>
              {selectedPath && selected && (
                <div
                  className={styles.toolbar}
                  role="toolbar"
                  aria-label={`Move ${displayName(selected.name)}`}
                >
                  {moveButtons.map(([direction, label]) => (
                    <Button
                      key={direction}
                      variant="ghost"
                      size="icon"
                      aria-label={`${label}: ${displayName(selected.name)}`}
                      title={label}
                      onClick={() => {
                        const item = selectedItemFor(selectedPath);
                        if (item) move(item, direction);
                      }}
                    >
                      <ArrowRight size={16} aria-hidden className={styles.arrow[direction]} />
                    </Button>
                  ))}
                </div>
              )}
            </div>
          )}
          <p className={styles.status} role="status">
            {status}
          </p>
          {treeProblem && (
            <p className={styles.problem} role="alert">
              {treeProblem.path.length > 0 ? `${treeProblem.path.map(displayName).join('/')}: ` : ''}
              {treeProblem.message}
            </p>
          )}
          <p className={styles.hint}>
            {LIMITS_TEXT} Now: {itemCount.toLocaleString('en-US')} of {MAX_ENTRIES.toLocaleString('en-US')}{' '}
            items, {formatBytes(stats.contentBytes)} of {formatBytes(MAX_CONTENT_BYTES)}.
          </p>

          <div className={styles.actions}>
            <Button variant="secondary" onClick={copyTree} disabled={!canExport}>
              {copied ? <Check size={16} aria-hidden /> : <Copy size={16} aria-hidden />}
              {copied ? 'Copied!' : 'Copy tree'}
            </Button>
            <PasteTreeDialog
              projectName={projectName}
              onApply={(entries, root) => {
                const outcome = store.getState().replaceTree(entries, root);
                if (outcome.status === 'done') {
                  setSelectedKey(null);
                  setAddTarget('');
                  setCollapsed(new Set());
                  const pasted = treeStats(entries);
                  toast.success(`Tree pasted: ${pasted.folders} folders, ${pasted.files} files.`);
                }
                return outcome;
              }}
            />
            <Button variant="primary" onClick={downloadScript} disabled={!canExport}>
              <Terminal size={16} aria-hidden />
              Bash Script
            </Button>
            <Button variant="secondary" onClick={downloadZip} disabled={!canExport || zipping}>
              <Package size={16} aria-hidden />
              {zipping ? 'Zipping…' : 'Zip'}
            </Button>
          </div>
        </Card>

        <div className={styles.sideColumn}>
          {selected?.type === 'file' && selectedPath && (
            <Card
              title="File content"
              description="Written byte for byte by the script and the zip: nothing in it is expanded."
            >
              <TextArea
                label={`Content of ${namesAt(tree, selectedPath).map(displayName).join('/')}`}
                value={selected.content ?? ''}
                rows={10}
                spellCheck={false}
                className={styles.contentField}
                onChange={(event) => {
                  const outcome = store.getState().setContent(selectedPath, event.target.value);
                  setContentError(outcome.status === 'refused' ? outcome.message : null);
                }}
                onPaste={(event) => {
                  // Refuse an oversized paste before the browser lays it out (seconds for megabytes).
                  const pasted = event.clipboardData.getData('text');
                  if (pasted.length > MAX_FILE_CONTENT_BYTES) {
                    event.preventDefault();
                    setContentError(
                      `A file can hold at most 1 MB of text: the pasted text alone has ${formatBytes(byteLength(pasted))}.`,
                    );
                  }
                }}
                error={contentError ?? undefined}
                description={`${formatBytes(byteLength(selected.content ?? ''))} (UTF-8). Leave it empty for an empty file.`}
              />
            </Card>
          )}

          <Card
            title="Generated script"
            description="Bash, strict mode, every path and every file's text quoted. Safe to run twice: nothing is overwritten."
          >
            {canExport && script ? (
              <>
                {script.length > SCRIPT_PREVIEW_CHARS ? (
                  <div className={styles.longScript}>
                    <p className={styles.hint}>
                      The script is {formatBytes(byteLength(script))}: the preview shows its beginning; the
                      copy and the download have all of it.
                    </p>
                    <CodeBlock
                      code={scriptShown}
                      copyText={() => script}
                      filename={fileName}
                      label="Generated bash script (beginning)"
                      onCopied={() => toast.success(SCRIPT_COPIED_TOAST)}
                    />
                  </div>
                ) : (
                  <CodeBlock
                    code={script}
                    highlight={loadBashHighlighter}
                    filename={fileName}
                    label="Generated bash script"
                    onCopied={() => toast.success(SCRIPT_COPIED_TOAST)}
                  />
                )}
                <div className={styles.howTo}>
                  <FileCode2 size={18} aria-hidden className={styles.howToIcon} />
                  <div className={styles.howToBody}>
                    <p className={styles.howToTitle}>Make it executable, then run it</p>
                    <div className={styles.commands}>
                      <CodeCommand code={`chmod +x ${fileName}`} label="Make it executable" />
                      <CodeCommand code={`./${fileName} --dry-run`} label="Try it without writing" />
                      <CodeCommand code={`./${fileName}`} label="Run it" />
                    </div>
                    <p className={styles.hint}>
                      --dry-run lists what would be created without touching the disk.
                    </p>
                  </div>
                </div>
              </>
            ) : (
              <p className={styles.empty} role="status">
                {empty
                  ? 'Add at least one folder or file to generate the script.'
                  : projectProblem
                    ? 'Fix the project name to generate the script.'
                    : 'Fix the problem shown under the tree to generate the script.'}
              </p>
            )}
          </Card>
        </div>
      </div>
    </div>
  );
}
