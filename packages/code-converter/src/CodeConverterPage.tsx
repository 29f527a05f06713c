import { scrollIntoViewGently, useAiStatus, usePointToNotice } from '@demos/ai-client/react';
import { Button, Notice, OfflineNotice, PageHeader } from '@demos/kit';
import { AlertTriangle, ArrowRightLeft, OctagonPause, Scissors } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useStore } from 'zustand';
import * as styles from './CodeConverterPage.css';
import type { ConvertFunction, DependencyMapFunction } from './core/convert';
import {
  type LanguageId,
  languageLabel,
  NATURAL_LANGUAGE,
  type SourceId,
  sourceLabel,
} from './core/languages';
import { UNAVAILABLE_NOTICE } from './core/messages';
import { CONVERT_MAX_TOKENS } from './core/prompt';
import { DependencyMap } from './DependencyMap';
import { say, TEXT } from './messages';
import { ConversionToolbar } from './sections/ConversionToolbar';
import { ResultPanel } from './sections/ResultPanel';
import { SourcePanel } from './sections/SourcePanel';
import { type ConverterStore, createConverterStore } from './store';
import { useShareableState } from './useShareableState';

export interface CodeConverterPageProps {
  /** The conversion call; the default streams through the site's proxy (POST /api/ai/convert). */
  convert?: ConvertFunction;
  /** The dependency map call after each conversion; the default asks the proxy (POST /api/ai/dependencies). */
  mapDependencies?: DependencyMapFunction;
  /** Where the proxy lives (its /status says whether an API key is configured). */
  apiBase?: string;
  /** The language of the code to convert (or plain English) the page opens with; a link's `from` still wins. */
  defaultFrom?: SourceId;
  /** The language to convert to the page opens with; a link's `to` still wins. */
  defaultTo?: LanguageId;
  /** A prepared store (stories and tests). */
  store?: ConverterStore;
}

/** Keeps the store told whether the proxy has an AI key (unless the page has a convert function of its own). */
function useAvailability(store: ConverterStore, apiBase: string | undefined, ownConvert: boolean) {
  const status = useAiStatus(apiBase, !ownConvert);
  const configured = status?.status === 'success' ? status.data?.configured : undefined;
  useEffect(() => {
    if (configured !== undefined) store.getState().setUnavailable(!configured);
  }, [configured, store]);
}

/** The failure banner under the toolbar, brought into view when it appears. */
function ErrorBanner({ error }: { error: string }) {
  const banner = useRef<HTMLDivElement>(null);
  useEffect(() => {
    scrollIntoViewGently(banner.current);
  }, []);
  return (
    <div ref={banner} className={styles.errorBanner} role="alert">
      <AlertTriangle size={18} className={styles.bannerIcon} aria-hidden />
      <span>{error}</span>
    </div>
  );
}

export function CodeConverterPage({
  convert,
  mapDependencies,
  apiBase,
  defaultFrom,
  defaultTo,
  store: injected,
}: CodeConverterPageProps) {
  const [store] = useState(
    () =>
      injected ??
      createConverterStore({
        convert,
        mapDependencies,
        initial: { ...(defaultFrom && { from: defaultFrom }), ...(defaultTo && { to: defaultTo }) },
      }),
  );
  useEffect(() => () => store.getState().dispose(), [store]);
  useShareableState(store, !injected);
  useAvailability(store, apiBase, Boolean(convert));
  const state = useStore(store);
  const converting = state.status === 'converting';
  const from = sourceLabel(state.from);
  const to = languageLabel(state.to);
  const notice = usePointToNotice<HTMLDivElement>(state.noticeRequests);

  return (
    <div className={styles.page}>
      <PageHeader icon={ArrowRightLeft} title={TEXT.title} description={TEXT.description} />
      <OfflineNotice />
      <ConversionToolbar store={store} />
      {state.error && <ErrorBanner key={state.error} error={state.error} />}
      <div className={styles.editors}>
        <SourcePanel store={store} />
        <ResultPanel store={store} />
      </div>

      {state.from !== NATURAL_LANGUAGE && state.dependencyStatus !== 'idle' && (
        <DependencyMap
          from={from}
          to={to}
          status={state.dependencyStatus}
          dependencies={state.dependencies}
          error={state.dependencyError}
        />
      )}

      {state.stopped && !converting && (
        <div className={styles.notice} role="status">
          <OctagonPause size={18} className={styles.bannerIcon} aria-hidden />
          <p className={styles.noticeText}>{say.stopped}</p>
          <Button variant="secondary" size="sm" onClick={() => void state.continueConversion()}>
            {TEXT.continue}
          </Button>
        </div>
      )}

      {state.cutOff && !converting && (
        <div className={styles.notice} role="status">
          <Scissors size={18} className={styles.bannerIcon} aria-hidden />
          <p className={styles.noticeText}>{say.cutOff(CONVERT_MAX_TOKENS)}</p>
          <Button variant="secondary" size="sm" onClick={() => void state.continueConversion()}>
            {TEXT.continue}
          </Button>
        </div>
      )}

      <footer className={styles.footer}>
        {state.unavailable ? (
          // The one notice of this state. Convert points here; the keyed line restarts its
          // emphasis and is announced again by the live region on each press.
          <Notice ref={notice} emphasis={state.noticeRequests}>
            {UNAVAILABLE_NOTICE}
          </Notice>
        ) : (
          <p className={styles.footNote}>{TEXT.footNote}</p>
        )}
      </footer>
    </div>
  );
}
