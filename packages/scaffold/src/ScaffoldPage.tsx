import {
  Badge,
  Button,
  Card,
  CodeBlock,
  downloadBlob,
  PageHeader,
  TextField,
  toast,
  useCopyToClipboard,
} from '@demos/kit';
import {
  Check,
  Copy,
  FileCode2,
  FileIcon,
  FilePlus,
  Folder,
  FolderPlus,
  FolderTree,
  Terminal,
  Trash2,
} from 'lucide-react';
import { type FormEvent, useMemo, useState } from 'react';
import { useStore } from 'zustand';
import { asciiTree, displayName } from './core/asciiTree';
import { countEntries, type EntryType, type ScaffoldEntry, validateTree } from './core/model';
import { generateScript, scriptFileName } from './core/script';
import { TEMPLATES } from './core/templates';
import * as styles from './ScaffoldPage.css';
import { createScaffoldStore, type ScaffoldStore } from './store';

/** The label in the spec's toast '{label} copié dans le presse-papier' (masculine noun). */
export const TREE_LABEL = 'Arbre';
export const TREE_COPIED_TOAST = `${TREE_LABEL} copié dans le presse-papier`;
export const SCRIPT_COPIED_TOAST = 'Script copié dans le presse-papier!';
export const SCRIPT_DOWNLOADED_TOAST = 'Script téléchargé!';

export interface ScaffoldPageProps {
  store?: ScaffoldStore;
}

function TreeItems({ entries }: { entries: readonly ScaffoldEntry[] }) {
  return (
    <ul className={styles.treeList}>
      {entries.map((entry) => (
        <li key={entry.name} className={styles.treeItem}>
          <span className={styles.treeRow}>
            {entry.type === 'folder' ? (
              <Folder size={16} className={styles.folderIcon} aria-hidden />
            ) : (
              <FileIcon size={16} className={styles.fileIcon} aria-hidden />
            )}
            <span className={styles.treeName}>
              {displayName(entry.name)}
              {entry.type === 'folder' ? '/' : ''}
            </span>
          </span>
          {entry.type === 'folder' && entry.children.length > 0 && <TreeItems entries={entry.children} />}
        </li>
      ))}
    </ul>
  );
}

export function ScaffoldPage({ store: injected }: ScaffoldPageProps) {
  const [store] = useState(() => injected ?? createScaffoldStore());
  const projectName = useStore(store, (s) => s.projectName);
  const template = useStore(store, (s) => s.template);
  const tree = useStore(store, (s) => s.tree);
  const [newType, setNewType] = useState<EntryType>('folder');
  const [newName, setNewName] = useState('');
  const [addError, setAddError] = useState<string | null>(null);
  const { copied, copy } = useCopyToClipboard();

  const problems = useMemo(() => validateTree(projectName, tree), [projectName, tree]);
  const projectProblem = problems.find((p) => p.path.length === 0)?.message.replace(/^Project name: /, '');
  const valid = problems.length === 0;
  const empty = tree.length === 0;
  const script = useMemo(() => (valid ? generateScript(projectName, tree) : ''), [valid, projectName, tree]);
  const fileName = scriptFileName(projectName);
  const counts = countEntries(tree);
  const canExport = valid && !empty;

  const add = (event: FormEvent) => {
    event.preventDefault();
    const result = store.getState().addEntry(newType, newName);
    if (result === 'added') {
      setNewName('');
      setAddError(null);
    } else if (result === 'ignored') {
      setAddError(null);
    } else {
      setAddError(result);
    }
  };

  const copyTree = async () => {
    if (await copy(asciiTree(projectName, tree))) toast.success(TREE_COPIED_TOAST);
  };

  const downloadScript = () => {
    downloadBlob(script, fileName, 'text/x-shellscript;charset=utf-8');
    toast.success(SCRIPT_DOWNLOADED_TOAST);
  };

  return (
    <div className={styles.page}>
      <PageHeader
        icon={FolderTree}
        title="Scaffold Generator"
        description="Pick a template, shape the folder tree, and take it away as a safe, re-runnable bash script."
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
            error={projectProblem}
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
          description="Add folders and files at the top level; delete any top-level item."
          actions={
            <Badge tone="info">
              {counts.folders} {counts.folders === 1 ? 'folder' : 'folders'}, {counts.files}{' '}
              {counts.files === 1 ? 'file' : 'files'}
            </Badge>
          }
        >
          <form className={styles.addForm} onSubmit={add}>
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
            <div className={styles.addRow}>
              <TextField
                className={styles.addField}
                label={newType === 'folder' ? 'Folder name' : 'File name'}
                value={newName}
                onChange={(event) => {
                  setNewName(event.target.value);
                  setAddError(null);
                }}
                placeholder={newType === 'folder' ? 'e.g. scripts' : 'e.g. LICENSE'}
                error={addError ?? undefined}
                description="Press Enter to add. Names cannot contain '/', be '.' or '..', or exceed 255 bytes."
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
              <ul className={styles.treeList} aria-label="Project tree">
                {tree.map((entry, index) => (
                  <li key={entry.name} className={styles.treeItem}>
                    <span className={styles.treeRow}>
                      {entry.type === 'folder' ? (
                        <Folder size={16} className={styles.folderIcon} aria-hidden />
                      ) : (
                        <FileIcon size={16} className={styles.fileIcon} aria-hidden />
                      )}
                      <span className={styles.treeName}>
                        {displayName(entry.name)}
                        {entry.type === 'folder' ? '/' : ''}
                      </span>
                      <Button
                        variant="ghost"
                        size="icon"
                        className={styles.deleteButton}
                        aria-label={`Delete ${displayName(entry.name)}`}
                        onClick={() => store.getState().removeEntry(index)}
                      >
                        <Trash2 size={15} aria-hidden />
                      </Button>
                    </span>
                    {entry.type === 'folder' && entry.children.length > 0 && (
                      <TreeItems entries={entry.children} />
                    )}
                  </li>
                ))}
              </ul>
            )}
          </div>

          <div className={styles.actions}>
            <Button variant="secondary" onClick={copyTree} disabled={!canExport}>
              {copied ? <Check size={16} aria-hidden /> : <Copy size={16} aria-hidden />}
              {copied ? 'Copied!' : 'Copy tree'}
            </Button>
            <Button variant="primary" onClick={downloadScript} disabled={!canExport}>
              <Terminal size={16} aria-hidden />
              Bash Script
            </Button>
          </div>
        </Card>

        <Card
          title="Generated script"
          description="Bash, strict mode, every path single-quoted. Safe to run twice: nothing is overwritten."
        >
          {canExport ? (
            <>
              <CodeBlock
                code={script}
                filename={fileName}
                label="Generated bash script"
                onCopied={() => toast.success(SCRIPT_COPIED_TOAST)}
                className={styles.code}
              />
              <div className={styles.howTo}>
                <FileCode2 size={18} aria-hidden className={styles.howToIcon} />
                <div>
                  <p className={styles.howToTitle}>Make it executable, then run it</p>
                  <code className={styles.command}>chmod +x {fileName}</code>
                  <code className={styles.command}>./{fileName} --dry-run</code>
                  <code className={styles.command}>./{fileName}</code>
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
                : 'Fix the project name to generate the script.'}
            </p>
          )}
        </Card>
      </div>
    </div>
  );
}
