import { scrollIntoViewGently, useAiStatus, usePointToNotice } from '@demos/ai-client/react';
import { Button, CopyButton, DownloadButton, FileDrop, Notice, PageHeader, Spinner } from '@demos/kit';
import { AlertTriangle, ArrowLeftRight, ArrowRightLeft, Play, Scissors } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useStore } from 'zustand';
import * as styles from './CodeConverterPage.css';
import { CodeEditor } from './CodeEditor';
import type { ConvertFunction, DependencyMapFunction } from './core/convert';
import {
  LANGUAGE_EXTENSIONS,
  LANGUAGES,
  languageLabel,
  NATURAL_LANGUAGE,
  resultFileName,
  sourceLabel,
} from './core/languages';
import { UNAVAILABLE_NOTICE } from './core/messages';
import { CONVERT_MAX_TOKENS } from './core/prompt';
import { DependencyMap } from './DependencyMap';
import { useTokenizer } from './highlight/useTokenizer';
import { LanguageCombobox } from './LanguageCombobox';
import { type ConverterStore, createConverterStore } from './store';

/** What the file picker offers: every language's extensions, and plain text for a description. */
const ACCEPT = [...LANGUAGES.flatMap(({ id }) => LANGUAGE_EXTENSIONS[id]), 'txt', 'md']
  .map((ext) => `.${ext}`)
  .join(',');

export interface CodeConverterPageProps {
  /** The conversion call; the default streams through the site's proxy (POST /api/ai/convert). */
  convert?: ConvertFunction;
  /** The dependency map call after each conversion; the default asks the proxy (POST /api/ai/dependencies). */
  mapDependencies?: DependencyMapFunction;
  /** Where the proxy lives (its /status says whether an API key is configured). */
  apiBase?: string;
  /** A prepared store (stories and tests). */
  store?: ConverterStore;
}

export function CodeConverterPage({
  convert,
  mapDependencies,
  apiBase,
  store: injected,
}: CodeConverterPageProps) {
  const [store] = useState(() => injected ?? createConverterStore({ convert, mapDependencies }));
  const state = useStore(store);
  const status = useAiStatus(apiBase, !convert);
  const sourceId = useId();
  const resultId = useId();
  const [dragging, setDragging] = useState(false);
  useEffect(() => () => store.getState().dispose(), [store]);
  const sourceTokens = useTokenizer(state.from);
  const resultTokens = useTokenizer(state.to);

  const converting = state.status === 'converting';
  const describing = state.from === NATURAL_LANGUAGE;
  const from = sourceLabel(state.from);
  const to = languageLabel(state.to);
  // With a conversion function of its own the page does not depend on the proxy's key.
  const configured = status?.status === 'success' ? status.data?.configured : undefined;
  useEffect(() => {
    if (configured !== undefined) store.getState().setUnavailable(!configured);
  }, [configured, store]);
  const unavailable = state.unavailable;
  const notice = usePointToNotice<HTMLDivElement>(state.noticeRequests);
  // The result the visitor waits for comes into view once it starts streaming (below the source
  // on phones); a failure is said in the banner under the toolbar, brought into view instead.
  const resultPanel = useRef<HTMLElement>(null);
  const errorBanner = useRef<HTMLDivElement>(null);
  const streaming = converting && state.output !== '';
  useEffect(() => {
    if (streaming) scrollIntoViewGently(resultPanel.current);
  }, [streaming]);
  useEffect(() => {
    if (state.error) scrollIntoViewGently(errorBanner.current);
  }, [state.error]);

  return (
    <div className={styles.page}>
      <PageHeader
        icon={ArrowRightLeft}
        title="Code Converter"
        description={`Translate code between ${LANGUAGES.length} programming languages with AI. Pick the languages, paste your code, and get idiomatic code back as it is written.`}
      />

      <form
        className={styles.toolbar}
        aria-label="Conversion settings"
        onSubmit={(event) => {
          event.preventDefault();
          void state.convert();
        }}
      >
        <LanguageCombobox
          label="Source language"
          value={state.from}
          onChange={state.setFrom}
          disabled={converting}
          withNaturalLanguage
        />
        <Button
          variant="ghost"
          size="icon"
          className={styles.swap}
          aria-label="Swap languages"
          onClick={state.swap}
          disabled={converting || describing}
        >
          <ArrowLeftRight size={18} aria-hidden />
        </Button>
        <LanguageCombobox
          label="Target language"
          value={state.to}
          onChange={state.setTo}
          disabled={converting}
        />
        <Button type="submit" className={styles.convert} disabled={converting} aria-busy={converting}>
          {converting ? <Spinner size={18} /> : <Play size={18} aria-hidden />}
          Convert Code
        </Button>
      </form>

      {state.error && (
        <div ref={errorBanner} className={styles.errorBanner} role="alert">
          <AlertTriangle size={18} className={styles.bannerIcon} aria-hidden />
          <span>{state.error}</span>
        </div>
      )}

      <div className={styles.editors}>
        {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping a file is a shortcut; the file zone is the keyboard path. */}
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
              {describing ? 'Description' : 'Source code'} <span className={styles.languageTag}>{from}</span>
            </label>
            <div className={styles.editorActions}>
              <span className={styles.count}>{state.source.length.toLocaleString('en-US')} characters</span>
            </div>
          </div>
          <FileDrop
            label="Source file"
            className={styles.fileDrop}
            accept={ACCEPT}
            disabled={converting}
            file={state.fileName ? { name: state.fileName, size: state.fileSize ?? undefined } : null}
            chooseLabel="Open a source file"
            dropLabel="or drop it here (up to 256 KB): its extension picks the language"
            clearLabel="Close"
            clearAriaLabel={(file) => `Close ${file.name} (the code stays)`}
            onFileChange={(file) => {
              if (file) void state.openFile(file);
              else state.forgetFile();
            }}
          />
          <div className={styles.editorBody}>
            <CodeEditor
              id={sourceId}
              value={state.source}
              tokenize={sourceTokens}
              onChange={(event) => state.setSource(event.target.value)}
              placeholder={
                describing
                  ? 'Describe what the code should do…'
                  : `Paste your ${from} code here, or drop a file…`
              }
              spellCheck={describing}
              autoCapitalize="off"
              autoComplete="off"
              readOnly={converting}
            />
            {converting && (
              <div className={styles.overlay} role="status">
                <Spinner size={22} />
                <span>{describing ? `Writing ${to} code…` : `Converting ${from} to ${to}…`}</span>
              </div>
            )}
          </div>
        </section>

        <section ref={resultPanel} className={styles.editor}>
          <div className={styles.editorHeader}>
            <label id={`${resultId}-label`} htmlFor={resultId} className={styles.editorTitle}>
              Converted code <span className={styles.languageTag}>{to}</span>
            </label>
            <div className={styles.editorActions}>
              <CopyButton text={state.output} disabled={!state.output || converting} label="Copy result" />
              <DownloadButton
                data={state.output}
                filename={resultFileName(state.to, state.fileName ?? undefined)}
                disabled={!state.output || converting}
                label="Download"
              />
            </div>
          </div>
          <div className={styles.editorBody}>
            <CodeEditor
              id={resultId}
              value={state.output}
              tokenize={resultTokens}
              readOnly
              aria-busy={converting}
              placeholder="The converted code appears here."
              spellCheck={false}
            />
          </div>
        </section>
      </div>

      {!describing && state.dependencyStatus !== 'idle' && (
        <DependencyMap
          from={from}
          to={to}
          status={state.dependencyStatus}
          dependencies={state.dependencies}
          error={state.dependencyError}
        />
      )}

      {state.cutOff && !converting && (
        <div className={styles.notice} role="status">
          <Scissors size={18} className={styles.bannerIcon} aria-hidden />
          <p className={styles.noticeText}>
            The result is cut off: the answer reached the length limit (
            {CONVERT_MAX_TOKENS.toLocaleString('en-US')} tokens). Continue to get the rest.
          </p>
          <Button variant="secondary" size="sm" onClick={() => void state.continueConversion()}>
            Continue
          </Button>
        </div>
      )}

      <footer className={styles.footer}>
        {unavailable ? (
          // The one notice of this state. Convert points here; the keyed line restarts its
          // emphasis and is announced again by the live region on each press.
          <Notice ref={notice} emphasis={state.noticeRequests}>
            {UNAVAILABLE_NOTICE}
          </Notice>
        ) : (
          <p className={styles.footNote}>
            Your code is sent through this site's server to the AI provider and is not stored. Review
            converted code before you run it.
          </p>
        )}
      </footer>
    </div>
  );
}
