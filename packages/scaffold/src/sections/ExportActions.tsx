import { Button, downloadBlob, toast, useCopyToClipboard } from '@demos/kit';
import { Check, Copy, Package, Terminal } from 'lucide-react';
import { useState } from 'react';
import { asciiTree } from '../core/asciiTree';
import { type ScaffoldEntry, treeStats } from '../core/model';
import { generateScript, scriptFileName } from '../core/script';
import { SCRIPT_DOWNLOADED_TOAST, say, TEXT, TREE_COPIED_TOAST, ZIP_DOWNLOADED_TOAST } from '../messages';
import { PasteTreeDialog } from '../PasteTreeDialog';
import * as styles from '../ScaffoldPage.css';
import type { ScaffoldStore } from '../store';
import type { TreeEditor } from '../useTreeEditor';

/** The ways the tree leaves the page: copied as text, pasted in, as a bash script or a zip. */
export function ExportActions({
  store,
  projectName,
  tree,
  canExport,
  dispatch,
}: {
  store: ScaffoldStore;
  projectName: string;
  tree: readonly ScaffoldEntry[];
  canExport: boolean;
  dispatch: TreeEditor['dispatch'];
}) {
  const { copied, copy } = useCopyToClipboard();
  const [zipping, setZipping] = useState(false);

  const copyTree = async () => {
    if (await copy(asciiTree(projectName, tree))) toast.success(TREE_COPIED_TOAST);
  };

  const downloadScript = () => {
    downloadBlob(
      generateScript(projectName, tree),
      scriptFileName(projectName),
      'text/x-shellscript;charset=utf-8',
    );
    toast.success(SCRIPT_DOWNLOADED_TOAST);
  };

  const downloadZip = async () => {
    setZipping(true);
    try {
      const { buildZip, zipFileName } = await import('../core/zip');
      const bytes = buildZip(projectName, tree);
      downloadBlob(
        new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/zip' }),
        zipFileName(projectName),
      );
      toast.success(ZIP_DOWNLOADED_TOAST);
    } catch (error) {
      toast.error(say.zipFailed((error as Error).message));
    } finally {
      setZipping(false);
    }
  };

  return (
    <div className={styles.actions}>
      <Button variant="secondary" icon={copied ? Check : Copy} onClick={copyTree} disabled={!canExport}>
        {copied ? TEXT.copied : TEXT.copyTree}
      </Button>
      <PasteTreeDialog
        projectName={projectName}
        onApply={(entries, root) => {
          const outcome = store.getState().replaceTree(entries, root);
          if (outcome.status === 'done') {
            dispatch({ type: 'newTree' });
            const pasted = treeStats(entries);
            toast.success(say.pasted(pasted.folders, pasted.files));
          }
          return outcome;
        }}
      />
      <Button variant="primary" icon={Terminal} onClick={downloadScript} disabled={!canExport}>
        {TEXT.bashScript}
      </Button>
      <Button variant="secondary" icon={Package} onClick={downloadZip} disabled={!canExport || zipping}>
        {zipping ? TEXT.zipping : TEXT.zip}
      </Button>
    </div>
  );
}
