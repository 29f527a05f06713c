import { Button, Dialog, TextArea } from '@demos/kit';
import { Files } from 'lucide-react';
import { useDeferredValue, useMemo, useState } from 'react';
import { asciiTree } from './core/asciiTree';
import type { ScaffoldEntry } from './core/model';
import { treeStats } from './core/model';
import { formatTreeTextProblems, MAX_TREE_TEXT_CHARS, parseTreeText } from './core/parseTreeText';
import { say, TEXT } from './messages';
import * as styles from './ScaffoldPage.css';
import type { EditOutcome } from './store';

export interface PasteTreeDialogProps {
  projectName: string;
  onApply: (entries: ScaffoldEntry[], root?: string) => EditOutcome;
}

const EXAMPLE = `src/
  components/
    Button.tsx
  main.tsx
README.md`;

/** `Paste tree`: text in, the structure it describes shown at once, then used as the tree. */
export function PasteTreeDialog({ projectName, onApply }: PasteTreeDialogProps) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [applyError, setApplyError] = useState<string | null>(null);
  const deferred = useDeferredValue(text);
  const parsed = useMemo(() => (deferred.trim() === '' ? null : parseTreeText(deferred)), [deferred]);
  const preview = parsed?.ok ? asciiTree(parsed.root ?? projectName, parsed.entries) : '';
  const stats = parsed?.ok ? treeStats(parsed.entries) : null;

  const apply = () => {
    if (!parsed?.ok) return;
    const outcome = onApply(parsed.entries, parsed.root);
    if (outcome.status === 'refused') setApplyError(outcome.message);
    else {
      setOpen(false);
      setText('');
      setApplyError(null);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="secondary" icon={Files}>
          {TEXT.pasteTree}
        </Button>
      }
      title={TEXT.pasteTree}
      description={TEXT.pasteDescription}
    >
      <div className={styles.pasteBody}>
        <TextArea
          label={TEXT.treeText}
          value={text}
          rows={9}
          placeholder={EXAMPLE}
          spellCheck={false}
          className={styles.pasteField}
          onChange={(event) => {
            setText(event.target.value);
            setApplyError(null);
          }}
          onPaste={(event) => {
            const pasted = event.clipboardData.getData('text');
            if (pasted.length > MAX_TREE_TEXT_CHARS) {
              event.preventDefault();
              setApplyError(say.pasteTooLong(pasted.length, MAX_TREE_TEXT_CHARS));
            }
          }}
          error={parsed && !parsed.ok ? formatTreeTextProblems(parsed.problems) : (applyError ?? undefined)}
        />
        {parsed?.ok && stats && (
          <section aria-label={TEXT.structureFound} className={styles.pastePreview}>
            <p className={styles.hint}>
              {say.pasteStats(stats.folders, stats.files, TEXT.pasteFormats[parsed.format])}
            </p>
            <pre className={styles.pastePre}>{preview}</pre>
          </section>
        )}
        <div className={styles.dialogActions}>
          <Button variant="secondary" onClick={() => setOpen(false)}>
            {TEXT.cancel}
          </Button>
          <Button variant="primary" onClick={apply} disabled={!parsed?.ok}>
            {TEXT.useTree}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
