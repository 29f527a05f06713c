import { useAiStatus } from '@demos/ai-client/react';
import { Button, CopyButton, PageHeader } from '@demos/kit';
import { AlertTriangle, ArrowLeftRight, ArrowRightLeft, Loader2, Play, Scissors } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useStore } from 'zustand';
import * as styles from './CodeConverterPage.css';
import type { ConvertFunction } from './core/convert';
import { LANGUAGES, languageLabel } from './core/languages';
import { CONVERT_MAX_TOKENS } from './core/prompt';
import { LanguageCombobox } from './LanguageCombobox';
import { type ConverterStore, createConverterStore } from './store';

export interface CodeConverterPageProps {
  /** The conversion call; the default streams through the site's proxy (POST /api/ai/convert). */
  convert?: ConvertFunction;
  /** Where the proxy lives (its /status says whether an API key is configured). */
  apiBase?: string;
  /** A prepared store (stories and tests). */
  store?: ConverterStore;
}

export function CodeConverterPage({ convert, apiBase, store: injected }: CodeConverterPageProps) {
  const [store] = useState(() => injected ?? createConverterStore({ convert }));
  const state = useStore(store);
  const status = useAiStatus(apiBase, !convert);
  const sourceId = useId();
  const resultId = useId();
  useEffect(() => () => store.getState().dispose(), [store]);

  const converting = state.status === 'converting';
  const from = languageLabel(state.from);
  const to = languageLabel(state.to);
  // With a conversion function of its own the page does not depend on the proxy's key.
  const missingKey = status?.status === 'success' && status.data?.configured === false;

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
        />
        <Button
          variant="ghost"
          size="icon"
          className={styles.swap}
          aria-label="Swap languages"
          onClick={state.swap}
          disabled={converting}
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
          {converting ? (
            <Loader2 size={18} className={styles.spinner} aria-hidden />
          ) : (
            <Play size={18} aria-hidden />
          )}
          Convert Code
        </Button>
      </form>

      {state.error && (
        <div className={styles.errorBanner} role="alert">
          <AlertTriangle size={18} aria-hidden />
          <span>{state.error}</span>
        </div>
      )}

      <div className={styles.editors}>
        <section className={styles.editor}>
          <div className={styles.editorHeader}>
            <label id={`${sourceId}-label`} htmlFor={sourceId} className={styles.editorTitle}>
              Source code <span className={styles.languageTag}>{from}</span>
            </label>
            <span className={styles.count}>{state.source.length.toLocaleString('en-US')} characters</span>
          </div>
          <div className={styles.editorBody}>
            <textarea
              id={sourceId}
              className={styles.code}
              value={state.source}
              onChange={(event) => state.setSource(event.target.value)}
              placeholder={`Paste your ${from} code here…`}
              spellCheck={false}
              autoCapitalize="off"
              autoComplete="off"
              readOnly={converting}
            />
            {converting && (
              <div className={styles.overlay} role="status">
                <Loader2 size={22} className={styles.spinner} aria-hidden />
                <span>
                  Converting {from} to {to}…
                </span>
              </div>
            )}
          </div>
        </section>

        <section className={styles.editor}>
          <div className={styles.editorHeader}>
            <label id={`${resultId}-label`} htmlFor={resultId} className={styles.editorTitle}>
              Converted code <span className={styles.languageTag}>{to}</span>
            </label>
            <CopyButton text={state.output} disabled={!state.output || converting} label="Copy result" />
          </div>
          <div className={styles.editorBody}>
            <textarea
              id={resultId}
              className={styles.code}
              value={state.output}
              readOnly
              aria-busy={converting}
              placeholder="The converted code appears here."
              spellCheck={false}
            />
          </div>
        </section>
      </div>

      {state.cutOff && !converting && (
        <div className={styles.notice} role="status">
          <Scissors size={18} aria-hidden />
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
        {missingKey ? (
          <p className={styles.keyWarning} role="status">
            <AlertTriangle size={16} aria-hidden />
            The AI API key must be configured on the server (ANTHROPIC_API_KEY) before code can be converted.
          </p>
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
