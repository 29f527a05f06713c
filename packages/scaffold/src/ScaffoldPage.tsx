import { PageHeader } from '@demos/kit';
import { FolderTree } from 'lucide-react';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { entryAt } from './core/edit';
import { treeStats, validateTree } from './core/model';
import { scriptFileName } from './core/script';
import { TEXT } from './messages';
import * as styles from './ScaffoldPage.css';
import { FileContentCard } from './sections/FileContentCard';
import { ProjectCard } from './sections/ProjectCard';
import { ScriptCard } from './sections/ScriptCard';
import { StructureCard } from './sections/StructureCard';
import { createScaffoldStore, type ScaffoldStore } from './store';
import { useScript } from './useScript';
import { useShareableState } from './useShareableState';
import { resolveKey, useTreeEditor } from './useTreeEditor';

export interface ScaffoldPageProps {
  /** A prepared store (stories and tests). */
  store?: ScaffoldStore;
  /** The starter template the page opens with; a link's own `template` still wins. */
  defaultTemplate?: 'react' | 'node' | 'fullstack' | 'python';
  /** The project name the page opens with (a folder name); a link's own `name` still wins. */
  defaultProjectName?: string;
}

export function ScaffoldPage({ store: injected, defaultTemplate, defaultProjectName }: ScaffoldPageProps) {
  const [store] = useState(
    () => injected ?? createScaffoldStore({ template: defaultTemplate, projectName: defaultProjectName }),
  );
  useShareableState(store, !injected);
  const projectName = useStore(store, (s) => s.projectName);
  const tree = useStore(store, (s) => s.tree);
  const nameInput = useRef<HTMLInputElement>(null);
  const focusNameInput = useCallback(() => nameInput.current?.focus(), []);
  const editor = useTreeEditor(store, focusNameInput);

  const problems = useMemo(() => validateTree(projectName, tree), [projectName, tree]);
  const projectProblem = problems.find((p) => p.projectName !== undefined);
  const treeProblem = problems.find((p) => p !== projectProblem);
  const empty = tree.length === 0;
  const canExport = problems.length === 0 && !empty;
  const { contentBytes } = useMemo(() => treeStats(tree), [tree]);
  const script = useScript(projectName, tree, { canExport, contentBytes });
  const selectedPath = editor.ui.selectedKey === null ? null : resolveKey(tree, editor.ui.selectedKey);
  const selected = selectedPath ? entryAt(tree, selectedPath) : undefined;
  const missing =
    canExport && script
      ? ''
      : empty
        ? TEXT.noScript.empty
        : projectProblem
          ? TEXT.noScript.projectName
          : TEXT.noScript.tree;

  return (
    <div className={styles.page}>
      <PageHeader icon={FolderTree} title={TEXT.title} description={TEXT.description} />
      <ProjectCard store={store} projectError={projectProblem?.projectName} dispatch={editor.dispatch} />
      <div className={styles.columns}>
        <StructureCard
          store={store}
          editor={editor}
          projectName={projectName}
          tree={tree}
          selectedPath={selectedPath}
          treeProblem={treeProblem}
          canExport={canExport}
          nameInput={nameInput}
        />
        <div className={styles.sideColumn}>
          {selected?.type === 'file' && selectedPath && (
            <FileContentCard
              store={store}
              editor={editor}
              tree={tree}
              path={selectedPath}
              content={selected.content ?? ''}
            />
          )}
          <ScriptCard script={script} fileName={scriptFileName(projectName)} missing={missing} />
        </div>
      </div>
    </div>
  );
}
