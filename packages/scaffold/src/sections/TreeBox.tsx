import { Button } from '@demos/kit';
import { ArrowRight, Folder } from 'lucide-react';
import { displayName } from '../core/asciiTree';
import { entryAt, type MoveDirection, namesAt } from '../core/edit';
import type { ScaffoldEntry } from '../core/model';
import { say, TEXT } from '../messages';
import { ProjectTree, pathKey } from '../ProjectTree';
import * as styles from '../ScaffoldPage.css';
import type { TreeEditor } from '../useTreeEditor';

const DIRECTIONS: MoveDirection[] = ['up', 'down', 'out', 'in'];

/** Buttons that move the selected item (the tree's Alt+arrow keys, for pointer users). */
function MoveToolbar({
  editor,
  tree,
  path,
  name,
}: {
  editor: TreeEditor;
  tree: readonly ScaffoldEntry[];
  path: number[];
  name: string;
}) {
  const moveSelected = (direction: MoveDirection) => {
    const entry = entryAt(tree, path);
    if (!entry) return;
    const key = pathKey(namesAt(tree, path));
    editor.move(
      { entry, path, key, level: path.length, setSize: 0, posInSet: 0, parentKey: null },
      direction,
    );
  };
  return (
    <div className={styles.toolbar} role="toolbar" aria-label={say.moveToolbar(displayName(name))}>
      {DIRECTIONS.map((direction) => (
        <Button
          key={direction}
          variant="ghost"
          size="icon"
          aria-label={say.moveButton(TEXT.moves[direction], displayName(name))}
          title={TEXT.moves[direction]}
          onClick={() => moveSelected(direction)}
        >
          <ArrowRight size={16} aria-hidden className={styles.arrow[direction]} />
        </Button>
      ))}
    </div>
  );
}

/** The tree under the project's folder, its keyboard hint and the move buttons. */
export function TreeBox({
  editor,
  projectName,
  tree,
  selectedPath,
}: {
  editor: TreeEditor;
  projectName: string;
  tree: readonly ScaffoldEntry[];
  selectedPath: number[] | null;
}) {
  const { ui } = editor;
  const selected = selectedPath ? entryAt(tree, selectedPath) : undefined;
  const empty = tree.length === 0;
  return (
    <>
      <div className={styles.treeBox}>
        <p className={styles.treeRoot}>
          <Folder size={16} className={styles.folderIcon} aria-hidden />
          <span className={styles.treeName}>{displayName(projectName) || '…'}/</span>
        </p>
        {empty ? (
          <p className={styles.empty}>{TEXT.emptyTree}</p>
        ) : (
          <ProjectTree
            tree={tree}
            label={TEXT.treeLabel}
            selectedKey={ui.selectedKey}
            onSelect={editor.select}
            collapsed={ui.collapsed}
            onToggle={editor.toggle}
            onRename={editor.rename}
            onRemove={editor.remove}
            onMove={editor.move}
            onAddInside={editor.addInside}
            focusRequest={ui.focusRequest}
          />
        )}
      </div>
      {!empty && (
        <div className={styles.treeTools}>
          <p className={styles.hint}>{TEXT.keyboardHint}</p>
          {selectedPath && selected && (
            <MoveToolbar editor={editor} tree={tree} path={selectedPath} name={selected.name} />
          )}
        </div>
      )}
    </>
  );
}
