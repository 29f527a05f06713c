import { Card, TextArea } from '@demos/kit';
import { displayName } from '../core/asciiTree';
import { namesAt } from '../core/edit';
import { byteLength, formatBytes, MAX_FILE_CONTENT_BYTES, type ScaffoldEntry } from '../core/model';
import { say, TEXT } from '../messages';
import * as styles from '../ScaffoldPage.css';
import type { ScaffoldStore } from '../store';
import type { TreeEditor } from '../useTreeEditor';

/** The selected file's text, written byte for byte by the script and the zip. */
export function FileContentCard({
  store,
  editor,
  tree,
  path,
  content,
}: {
  store: ScaffoldStore;
  editor: TreeEditor;
  tree: readonly ScaffoldEntry[];
  path: number[];
  content: string;
}) {
  const setError = (contentError: string | null) =>
    editor.dispatch({ type: 'patch', patch: { contentError } });
  return (
    <Card title={TEXT.fileContentTitle} description={TEXT.fileContentDescription}>
      <TextArea
        label={say.contentLabel(namesAt(tree, path).map(displayName).join('/'))}
        value={content}
        rows={10}
        spellCheck={false}
        className={styles.contentField}
        onChange={(event) => {
          const outcome = store.getState().setContent(path, event.target.value);
          setError(outcome.status === 'refused' ? outcome.message : null);
        }}
        onPaste={(event) => {
          // Refuse an oversized paste before the browser lays it out (seconds for megabytes).
          const pasted = event.clipboardData.getData('text');
          if (pasted.length > MAX_FILE_CONTENT_BYTES) {
            event.preventDefault();
            setError(say.pasteTooLarge(formatBytes(byteLength(pasted))));
          }
        }}
        error={editor.ui.contentError ?? undefined}
        description={say.contentSize(formatBytes(byteLength(content)))}
      />
    </Card>
  );
}
