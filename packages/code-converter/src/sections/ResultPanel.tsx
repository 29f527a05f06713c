import { scrollIntoViewGently } from '@demos/ai-client/react';
import { Button, CopyButton, DownloadButton } from '@demos/kit';
import { Square } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { useStore } from 'zustand';
import * as styles from '../CodeConverterPage.css';
import { CodeEditor } from '../CodeEditor';
import { languageLabel, resultFileName } from '../core/languages';
import { useTokenizer } from '../highlight/useTokenizer';
import { say, TEXT } from '../messages';
import type { ConverterStore } from '../store';
import { SyntaxCheckLine, useSyntaxCheck } from './SyntaxCheckLine';

/** The converted code as it streams in, with its copy and download. */
export function ResultPanel({ store }: { store: ConverterStore }) {
  const output = useStore(store, (s) => s.output);
  const to = useStore(store, (s) => s.to);
  const fileName = useStore(store, (s) => s.fileName);
  const converting = useStore(store, (s) => s.status === 'converting');
  const model = useStore(store, (s) => (s.status === 'done' && !s.stopped ? s.model : null));
  // Only a finished result is checked: not while it streams, nor when stopped or cut off.
  const finished = useStore(store, (s) => s.status === 'done' && !s.stopped && !s.cutOff && s.output !== '');
  const check = useSyntaxCheck(output, to, finished);
  const resultId = useId();
  const tokens = useTokenizer(to);
  // The result the visitor waits for comes into view once it starts streaming (below the source
  // on phones).
  const panel = useRef<HTMLElement>(null);
  const streaming = converting && output !== '';
  useEffect(() => {
    if (streaming) scrollIntoViewGently(panel.current);
  }, [streaming]);

  return (
    <section ref={panel} className={styles.editor}>
      <div className={styles.editorHeader}>
        <label id={`${resultId}-label`} htmlFor={resultId} className={styles.editorTitle}>
          {TEXT.convertedCode} <span className={styles.languageTag}>{languageLabel(to)}</span>
        </label>
        {model && <span className={styles.count}>{say.convertedBy(model)}</span>}
      </div>
      <div className={styles.resultActions}>
        {converting && (
          // Closes the request to the provider; what arrived stays, marked incomplete.
          <Button
            variant="danger"
            size="sm"
            icon={Square}
            aria-label={TEXT.stopLabel}
            onClick={() => store.getState().stop()}
          >
            {TEXT.stop}
          </Button>
        )}
        <CopyButton text={output} disabled={!output || converting} label={TEXT.copyResult} />
        <DownloadButton
          data={output}
          filename={resultFileName(to, fileName ?? undefined)}
          disabled={!output || converting}
          label={TEXT.download}
        />
        {check && <SyntaxCheckLine check={check} />}
      </div>
      <div className={styles.editorBody}>
        <CodeEditor
          id={resultId}
          value={output}
          tokenize={tokens}
          markedLine={check?.status === 'error' ? check.line : undefined}
          readOnly
          aria-busy={converting}
          placeholder={TEXT.resultPlaceholder}
          spellCheck={false}
        />
      </div>
    </section>
  );
}
