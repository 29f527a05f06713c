import { Badge, Card } from '@demos/kit';
import { type RefObject, useMemo } from 'react';
import { displayName } from '../core/asciiTree';
import {
  formatBytes,
  LIMITS_TEXT,
  MAX_CONTENT_BYTES,
  MAX_ENTRIES,
  type ScaffoldEntry,
  type TreeProblem,
  treeStats,
} from '../core/model';
import { say, TEXT } from '../messages';
import { pathKey } from '../ProjectTree';
import * as styles from '../ScaffoldPage.css';
import type { ScaffoldStore } from '../store';
import { resolveKey, type TreeEditor } from '../useTreeEditor';
import { AddForm } from './AddForm';
import { ExportActions } from './ExportActions';
import { TreeBox } from './TreeBox';

/** Every folder as [key, label] for the "Add to" choice. */
function folderChoices(tree: readonly ScaffoldEntry[], projectName: string): [string, string][] {
  const choices: [string, string][] = [['', say.rootLabel(displayName(projectName))]];
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

const en = (n: number) => n.toLocaleString('en-US');

/** The tree and everything that edits it, its problems and limits, and its exports. */
export function StructureCard({
  store,
  editor,
  projectName,
  tree,
  selectedPath,
  treeProblem,
  canExport,
  nameInput,
}: {
  store: ScaffoldStore;
  editor: TreeEditor;
  projectName: string;
  tree: readonly ScaffoldEntry[];
  selectedPath: number[] | null;
  treeProblem: TreeProblem | undefined;
  canExport: boolean;
  nameInput: RefObject<HTMLInputElement | null>;
}) {
  const stats = useMemo(() => treeStats(tree), [tree]);
  const choices = useMemo(() => folderChoices(tree, projectName), [tree, projectName]);
  const targetKey = resolveKey(tree, editor.ui.addTarget) ? editor.ui.addTarget : '';
  return (
    <Card
      title={TEXT.structureTitle}
      description={TEXT.structureDescription}
      actions={<Badge tone="info">{say.counts(stats.folders, stats.files)}</Badge>}
    >
      <AddForm editor={editor} targetKey={targetKey} choices={choices} nameInput={nameInput} />
      <TreeBox editor={editor} projectName={projectName} tree={tree} selectedPath={selectedPath} />
      <p className={styles.status} role="status">
        {editor.ui.status}
      </p>
      {treeProblem && (
        <p className={styles.problem} role="alert">
          {treeProblem.path.length > 0 ? `${treeProblem.path.map(displayName).join('/')}: ` : ''}
          {treeProblem.message}
        </p>
      )}
      <p className={styles.hint}>
        {LIMITS_TEXT}
        {say.limitsNow(
          en(stats.folders + stats.files),
          en(MAX_ENTRIES),
          formatBytes(stats.contentBytes),
          formatBytes(MAX_CONTENT_BYTES),
        )}
      </p>
      <ExportActions
        store={store}
        projectName={projectName}
        tree={tree}
        canExport={canExport}
        dispatch={editor.dispatch}
      />
    </Card>
  );
}
