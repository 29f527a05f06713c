import { Card, CodeBlock, CodeCommand, type CodeHighlighterLoader } from '@demos/kit';
import { FileCode2 } from 'lucide-react';
import { byteLength, formatBytes } from '../core/model';
import { SCRIPT_COPIED_TOAST, say, TEXT } from '../messages';
import * as styles from '../ScaffoldPage.css';

/** Longer scripts are shown cut short (the copy and the download have all of it): a page stays responsive. */
export const SCRIPT_PREVIEW_CHARS = 100_000;

/** The kit's bash grammar, fetched after the first paint: the script shows as plain text until then. */
const loadBashHighlighter: CodeHighlighterLoader = () =>
  import('@demos/kit/highlight').then((module) => module.loadBashHighlighter());

function ScriptPreview({ script, fileName }: { script: string; fileName: string }) {
  if (script.length <= SCRIPT_PREVIEW_CHARS) {
    return (
      <CodeBlock
        code={script}
        highlight={loadBashHighlighter}
        filename={fileName}
        label={TEXT.scriptLabel}
        copiedToast={SCRIPT_COPIED_TOAST}
      />
    );
  }
  return (
    <div className={styles.longScript}>
      <p className={styles.hint}>{say.longScript(formatBytes(byteLength(script)))}</p>
      <CodeBlock
        code={script.slice(0, SCRIPT_PREVIEW_CHARS)}
        copyText={() => script}
        filename={fileName}
        label={TEXT.scriptBeginningLabel}
        copiedToast={SCRIPT_COPIED_TOAST}
      />
    </div>
  );
}

/** The generated script and how to run it; or what to fix before there is one. */
export function ScriptCard({
  script,
  fileName,
  missing,
}: {
  script: string;
  fileName: string;
  /** Why there is no script ('' when there is one). */
  missing: string;
}) {
  return (
    <Card title={TEXT.scriptTitle} description={TEXT.scriptDescription}>
      {missing === '' ? (
        <>
          <ScriptPreview script={script} fileName={fileName} />
          <div className={styles.howTo}>
            <FileCode2 size={18} aria-hidden className={styles.howToIcon} />
            <div className={styles.howToBody}>
              <p className={styles.howToTitle}>{TEXT.runTitle}</p>
              <div className={styles.commands}>
                <CodeCommand code={`chmod +x ${fileName}`} label={TEXT.commands.chmod} />
                <CodeCommand code={`./${fileName} --dry-run`} label={TEXT.commands.dryRun} />
                <CodeCommand code={`./${fileName}`} label={TEXT.commands.run} />
              </div>
              <p className={styles.hint}>{TEXT.dryRunHint}</p>
            </div>
          </div>
        </>
      ) : (
        <p className={styles.empty} role="status">
          {missing}
        </p>
      )}
    </Card>
  );
}
