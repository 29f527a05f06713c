import { FileDrop, Spinner } from '@demos/kit';
import { useId, useState } from 'react';
import { useStore } from 'zustand';
import * as styles from '../CodeConverterPage.css';
import { CodeEditor } from '../CodeEditor';
import {
  LANGUAGE_EXTENSIONS,
  LANGUAGES,
  languageLabel,
  NATURAL_LANGUAGE,
  sourceLabel,
} from '../core/languages';
import { useTokenizer } from '../highlight/useTokenizer';
import { say, TEXT } from '../messages';
import type { ConverterStore } from '../store';

/** What the file picker offers: every language's extensions, and plain text for a description. */
const ACCEPT = [...LANGUAGES.flatMap(({ id }) => LANGUAGE_EXTENSIONS[id]), 'txt', 'md']
  .map((ext) => `.${ext}`)
  .join(',');

/** The code (or description) to convert: typed, opened from a file, or dropped on the panel. */
export function SourcePanel({ store }: { store: ConverterStore }) {
  const state = useStore(store);
  const sourceId = useId();
  const [dragging, setDragging] = useState(false);
  const tokens = useTokenizer(state.from);
  const converting = state.status === 'converting';
  const describing = state.from === NATURAL_LANGUAGE;
  const from = sourceLabel(state.from);
  const to = languageLabel(state.to);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: dropping a file is a shortcut; the file zone is the keyboard path.
    <section
      className={styles.editor}
      data-dragging={dragging ? '' : undefined}
      onDragOver={(event) => {
        if (!event.dataTransfer.types.includes('Files')) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = converting ? 'none' : 'copy';
        setDragging(true);
      }}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
      }}
      onDrop={(event) => {
        // The file zone takes its own drops; this is for files dropped on the editor.
        if (event.defaultPrevented) return;
        event.preventDefault();
        setDragging(false);
        const file = event.dataTransfer.files[0];
        if (file) void state.openFile(file);
      }}
    >
      <div className={styles.editorHeader}>
        <label id={`${sourceId}-label`} htmlFor={sourceId} className={styles.editorTitle}>
          {describing ? TEXT.describing : TEXT.sourceCode} <span className={styles.languageTag}>{from}</span>
        </label>
        <div className={styles.editorActions}>
          <span className={styles.count}>{say.characters(state.source.length)}</span>
        </div>
      </div>
      <FileDrop
        label={TEXT.sourceFile}
        className={styles.fileDrop}
        accept={ACCEPT}
        disabled={converting}
        file={state.fileName ? { name: state.fileName, size: state.fileSize ?? undefined } : null}
        chooseLabel={TEXT.openFile}
        dropLabel={TEXT.dropFile}
        clearLabel={TEXT.closeFile}
        clearAriaLabel={(file) => say.closeFile(file.name)}
        onFileChange={(file) => {
          if (file) void state.openFile(file);
          else state.forgetFile();
        }}
      />
      <div className={styles.editorBody}>
        <CodeEditor
          id={sourceId}
          value={state.source}
          tokenize={tokens}
          onChange={(event) => state.setSource(event.target.value)}
          placeholder={describing ? TEXT.describePlaceholder : say.pastePlaceholder(from)}
          spellCheck={describing}
          autoCapitalize="off"
          autoComplete="off"
          readOnly={converting}
        />
        {converting && (
          <div className={styles.overlay} role="status">
            <Spinner size={22} />
            <span>{describing ? say.writing(to) : say.converting(from, to)}</span>
          </div>
        )}
      </div>
    </section>
  );
}
