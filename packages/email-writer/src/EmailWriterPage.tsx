import { scrollIntoViewGently, useAiStatus, usePointToNotice } from '@demos/ai-client/react';
import {
  Button,
  Collapsible,
  CopyButton,
  Notice,
  PageHeader,
  pickLocale,
  Select,
  Spinner,
  useTheme,
} from '@demos/kit';
import { AlertTriangle, Lightbulb, Mail, MailOpen, Moon, PenLine, Sparkles, Sun } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useStore } from 'zustand';
import type { EmailCompletion, RefineFunction, SubjectsFunction } from './core/complete';
import {
  EMAIL_LANGUAGES,
  type EmailLanguage,
  isEmailLanguage,
  isReplyLanguage,
  REPLY_LANGUAGE_CODES,
} from './core/languages';
import { EMAIL_LENGTHS, isEmailLength } from './core/lengths';
import { TONES } from './core/tones';
import { EmailTools } from './EmailTools';
import * as styles from './EmailWriterPage.css';
import { MESSAGES } from './i18n';
import { createEmailWriterStore, type EmailWriterStore } from './store';

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
  /** The company shown in the header. */
  companyName?: string;
  /** The first interface language; defaults to the browser's (en, fr or es). */
  defaultLanguage?: EmailLanguage;
  /** A prepared store (stories and tests). */
  store?: EmailWriterStore;
}

export function EmailWriterPage({
  complete,
  refine,
  suggestSubjects,
  apiBase,
  companyName = 'Halcyon Labs',
  defaultLanguage,
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
        initial: { language: defaultLanguage ?? 'en' },
      }),
  );
  useEffect(() => {
    if (!injected && !defaultLanguage) store.getState().setLanguage(pickLocale(EMAIL_LANGUAGES, 'en'));
  }, [injected, defaultLanguage, store]);
  const state = useStore(store);
  const { theme, toggleTheme } = useTheme();
  const status = useAiStatus(apiBase, !complete);
  const ids = useId();
  useEffect(() => () => store.getState().dispose(), [store]);

  const t = MESSAGES[state.language];
  const blank = state.thoughts.trim() === '';
  const hasContext = state.context.trim() !== '';
  const busy = state.loading || state.refining !== null;
  const configured = status?.status === 'success' ? status.data?.configured : undefined;
  useEffect(() => {
    if (configured !== undefined) store.getState().setUnavailable(!configured);
  }, [configured, store]);
  const notice = usePointToNotice<HTMLDivElement>(state.noticeRequests);
  const shown = state.failed ? t.error : state.result;
  // The draft comes into view once it starts streaming (below the form on phones; at the top of
  // the right column on wide screens, where the button is far down the left one). A failure is
  // said by the button instead, and brought into view there.
  const resultPanel = useRef<HTMLElement>(null);
  const actionError = useRef<HTMLParagraphElement>(null);
  const streaming = state.loading && state.result !== '';
  useEffect(() => {
    if (streaming) scrollIntoViewGently(resultPanel.current);
  }, [streaming]);
  useEffect(() => {
    if (state.failed) scrollIntoViewGently(actionError.current);
  }, [state.failed]);

  return (
    <div className={styles.page} lang={state.language}>
      <div className={styles.brand}>
        <span className={styles.logoBadge} aria-hidden>
          <Sparkles size={14} />
        </span>
        <span className={styles.company}>{companyName}</span>
        <span className={styles.brandTag}>{t.badge}</span>
      </div>
      <PageHeader
        icon={Mail}
        title={t.title}
        description={t.intro}
        actions={
          <div className={styles.headerActions}>
            <Select
              label={t.languageLabel}
              className={styles.languageField}
              value={state.language}
              onChange={(event) => {
                if (isEmailLanguage(event.target.value)) state.setLanguage(event.target.value);
              }}
            >
              {EMAIL_LANGUAGES.map((language) => (
                <option key={language} value={language} lang={language}>
                  {MESSAGES[language].languageName}
                </option>
              ))}
            </Select>
            <Button
              variant="outline"
              size="icon"
              onClick={toggleTheme}
              aria-label={theme === 'dark' ? t.themeToLight : t.themeToDark}
            >
              {theme === 'dark' ? <Sun size={18} aria-hidden /> : <Moon size={18} aria-hidden />}
            </Button>
          </div>
        }
      />

      <div className={styles.columns}>
        <div className={styles.column}>
          <section className={styles.panel}>
            <label htmlFor={`${ids}-thoughts`} className={styles.panelTitle}>
              <PenLine size={16} aria-hidden />
              {t.thoughtsLabel}
            </label>
            <textarea
              id={`${ids}-thoughts`}
              className={styles.textarea}
              rows={6}
              value={state.thoughts}
              placeholder={t.thoughtsPlaceholder}
              aria-describedby={`${ids}-tip`}
              onChange={(event) => state.setThoughts(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) {
                  event.preventDefault();
                  void state.generate();
                }
              }}
            />
            <p id={`${ids}-tip`} className={styles.tip}>
              {t.shortcutTip.split('{keys}')[0]}
              <kbd className={styles.kbd}>{t.shortcutKeys}</kbd>
              {t.shortcutTip.split('{keys}')[1]}
            </p>
          </section>

          <fieldset className={styles.panel}>
            <legend className={styles.legend}>{t.toneLabel}</legend>
            <div className={styles.tones}>
              {TONES.map((tone) => (
                <label key={tone} className={styles.toneCard}>
                  <input
                    type="radio"
                    name={`${ids}-tone`}
                    value={tone}
                    className={styles.toneInput}
                    checked={state.tone === tone}
                    onChange={() => state.setTone(tone)}
                  />
                  <span className={styles.toneLabel}>{t.tones[tone].label}</span>
                  <span className={styles.toneDescription}>{t.tones[tone].description}</span>
                </label>
              ))}
            </div>
          </fieldset>

          <div className={`${styles.panel} ${styles.options}`}>
            <Select
              id={`${ids}-reply-language`}
              label={t.replyLanguageLabel}
              className={styles.option}
              value={state.replyLanguage === 'context' && !hasContext ? 'interface' : state.replyLanguage}
              description={hasContext ? undefined : t.replyContextHint}
              onChange={(event) => {
                if (isReplyLanguage(event.target.value)) state.setReplyLanguage(event.target.value);
              }}
            >
              <option value="interface">{t.replyInterface}</option>
              <option value="context" disabled={!hasContext}>
                {t.replyContext}
              </option>
              {REPLY_LANGUAGE_CODES.map((code) => (
                <option key={code} value={code}>
                  {t.replyLanguages[code]}
                </option>
              ))}
            </Select>
            <Select
              id={`${ids}-length`}
              label={t.lengthLabel}
              className={styles.option}
              value={state.length}
              options={EMAIL_LENGTHS.map((length) => ({ value: length, label: t.lengths[length] }))}
              onChange={(event) => {
                if (isEmailLength(event.target.value)) state.setLength(event.target.value);
              }}
            />
          </div>

          <div className={styles.panel}>
            <Collapsible
              label={state.contextOpen ? t.contextHide : t.contextShow}
              open={state.contextOpen}
              onOpenChange={state.setContextOpen}
            >
              <div className={styles.contextBody}>
                <label htmlFor={`${ids}-context`} className={styles.fieldLabel}>
                  {t.contextLabel}
                </label>
                <textarea
                  id={`${ids}-context`}
                  className={styles.textarea}
                  rows={5}
                  value={state.context}
                  placeholder={t.contextPlaceholder}
                  onChange={(event) => state.setContext(event.target.value)}
                />
              </div>
            </Collapsible>
          </div>

          <Button
            size="lg"
            className={styles.generate}
            disabled={blank || busy}
            aria-busy={state.loading}
            onClick={() => void state.generate()}
          >
            {state.loading ? <Spinner size={18} /> : <Sparkles size={18} aria-hidden />}
            {state.loading ? t.crafting : t.generate}
          </Button>
          {/* A failure is said next to the action that failed (the draft panel says it too, as the
              spec asks), so the visitor who pressed the button sees it without scrolling. */}
          {state.failed && !busy && (
            <p ref={actionError} className={styles.actionError} role="alert">
              <AlertTriangle size={16} className={styles.noticeIcon} aria-hidden />
              <span>{t.error}</span>
            </p>
          )}
          {/* The one notice of the unavailable state, next to the action it blocks. Generate points
              here; the keyed line restarts its emphasis and is announced again on each press. */}
          {state.unavailable && (
            <Notice ref={notice} emphasis={state.noticeRequests}>
              {t.missingKey}
            </Notice>
          )}
        </div>

        <div className={styles.column}>
          <section
            ref={resultPanel}
            className={`${styles.panel} ${styles.resultPanel}`}
            aria-labelledby={`${ids}-result`}
            aria-busy={busy}
          >
            <div className={styles.resultHeader}>
              <h2 id={`${ids}-result`} className={styles.panelHeading}>
                <MailOpen size={16} aria-hidden />
                {t.generatedTitle}
              </h2>
              {state.result && !busy && (
                <CopyButton text={state.result} label={t.copy} copiedLabel={t.copied} />
              )}
            </div>
            {shown ? (
              <pre className={state.failed ? styles.resultError : styles.result}>{shown}</pre>
            ) : (
              <div className={styles.empty}>
                {state.loading ? <Spinner size={28} /> : <Mail size={28} aria-hidden />}
                <p className={styles.emptyTitle}>{t.emptyTitle}</p>
                <p className={styles.emptyHint}>{t.emptyHint}</p>
              </div>
            )}
            {state.result && !state.loading && !state.failed && <EmailTools state={state} t={t} />}
          </section>

          <section className={styles.tipsBox} aria-labelledby={`${ids}-tips`}>
            <h2 id={`${ids}-tips`} className={styles.panelHeading}>
              <Lightbulb size={16} aria-hidden />
              {t.tipsTitle}
            </h2>
            <ul className={styles.tips}>
              {t.tips.map((tip) => (
                <li key={tip.title}>
                  <strong>{tip.title}:</strong> {tip.text}
                </li>
              ))}
            </ul>
          </section>
        </div>
      </div>
    </div>
  );
}
