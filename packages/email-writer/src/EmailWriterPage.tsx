import { useAiStatus } from '@demos/ai-client/react';
import { OfflineNotice, PageHeader, pickLocale } from '@demos/kit';
import { Mail } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useStore } from 'zustand';
import type { EmailCompletion, RefineFunction, SubjectsFunction } from './core/complete';
import { EMAIL_LANGUAGES, type EmailLanguage } from './core/languages';
import type { Tone } from './core/tones';
import * as styles from './EmailWriterPage.css';
import { MESSAGES } from './i18n';
import { ContextPanel, DraftOptions, ThoughtsPanel, TonePicker } from './sections/DraftInputs';
import { DraftPanel, TipsBox } from './sections/DraftPanel';
import { GenerateAction } from './sections/GenerateAction';
import { HeaderActions } from './sections/HeaderActions';
import { createEmailWriterStore, type EmailWriterStore } from './store';
import { useShareableState } from './useShareableState';

export interface EmailWriterPageProps {
  /**
   * The AI completion function of the page's environment (spec §7). The default streams through
   * the site's proxy (POST /api/ai/email); other apps and stories pass their own.
   */
  complete?: EmailCompletion;
  /** Rewrites the draft with one instruction; the default streams through the proxy (POST /api/ai/email/refine). */
  refine?: RefineFunction;
  /** Suggests three subject lines; the default asks the proxy (POST /api/ai/email/subjects). */
  suggestSubjects?: SubjectsFunction;
  /** Where the site's proxy lives, for the default completion's status check. */
  apiBase?: string;
  /** The first interface language; defaults to the browser's (en, fr or es). */
  defaultLanguage?: EmailLanguage;
  /** The tone the page opens with; a link's own `tone` still wins. */
  defaultTone?: Tone;
  /** A prepared store (stories and tests). */
  store?: EmailWriterStore;
}

export function EmailWriterPage({
  complete,
  refine,
  suggestSubjects,
  apiBase,
  defaultLanguage,
  defaultTone,
  store: injected,
}: EmailWriterPageProps) {
  const [store] = useState(
    () =>
      injected ??
      createEmailWriterStore({
        complete,
        refine,
        suggestSubjects,
        // Prerendered in English; the browser's language applies once hydrated (below), so the
        // first client render matches the server's HTML.
        initial: { language: defaultLanguage ?? 'en', ...(defaultTone && { tone: defaultTone }) },
      }),
  );
  useEffect(() => {
    if (!injected && !defaultLanguage) store.getState().setLanguage(pickLocale(EMAIL_LANGUAGES, 'en'));
  }, [injected, defaultLanguage, store]);
  useShareableState(store, !injected);
  useEffect(() => () => store.getState().dispose(), [store]);
  // With a completion function of its own the page does not depend on the proxy's key.
  const status = useAiStatus(apiBase, !complete);
  const configured = status?.status === 'success' ? status.data?.configured : undefined;
  useEffect(() => {
    if (configured !== undefined) store.getState().setUnavailable(!configured);
  }, [configured, store]);
  const language = useStore(store, (s) => s.language);
  const ids = useId();
  const t = MESSAGES[language];

  return (
    <div className={styles.page} lang={language}>
      <PageHeader
        icon={Mail}
        title={t.title}
        description={t.intro}
        actions={<HeaderActions t={t} language={language} onLanguage={store.getState().setLanguage} />}
      />
      <OfflineNotice />
      <div className={styles.columns}>
        <div className={styles.column}>
          <ThoughtsPanel store={store} t={t} ids={ids} />
          <TonePicker store={store} t={t} ids={ids} />
          <DraftOptions store={store} t={t} ids={ids} />
          <ContextPanel store={store} t={t} ids={ids} />
          <GenerateAction store={store} t={t} />
        </div>
        <div className={styles.column}>
          <DraftPanel store={store} t={t} ids={ids} />
          <TipsBox t={t} ids={ids} />
        </div>
      </div>
    </div>
  );
}
