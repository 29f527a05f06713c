import { scrollIntoViewGently } from '@demos/ai-client/react';
import { Button, CopyButton, Spinner } from '@demos/kit';
import { Lightbulb, Mail, MailOpen, OctagonPause, Square } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useStore } from 'zustand';
import { EmailTools, MarkedDraft, useDraftFindings } from '../EmailTools';
import * as styles from '../EmailWriterPage.css';
import type { Messages } from '../i18n';
import type { EmailWriterStore } from '../store';

/** The generated email (or the apology, or the empty state) and what can be done with it. */
export function DraftPanel({ store, t, ids }: { store: EmailWriterStore; t: Messages; ids: string }) {
  const state = useStore(store);
  const busy = state.loading || state.refining !== null;
  const shown = state.failed ? t.error : state.result;
  // After "Check before sending", the draft itself carries the marks (not a second copy below).
  const findings = useDraftFindings(state);
  // The draft comes into view once it starts streaming (below the form on phones; at the top of
  // the right column on wide screens, where the button is far down the left one).
  const panel = useRef<HTMLElement>(null);
  const streaming = state.loading && state.result !== '';
  useEffect(() => {
    if (streaming) scrollIntoViewGently(panel.current);
  }, [streaming]);

  return (
    <section
      ref={panel}
      className={`${styles.panel} ${styles.resultPanel}`}
      aria-labelledby={`${ids}-result`}
      aria-busy={busy}
    >
      <div className={styles.resultHeader}>
        <h2 id={`${ids}-result`} className={styles.panelHeading}>
          <MailOpen size={16} aria-hidden />
          {t.generatedTitle}
        </h2>
        {busy ? (
          // Closes the request to the provider (a stopped refine keeps the draft before it).
          <Button
            variant="danger"
            size="sm"
            icon={Square}
            aria-label={t.stopLabel}
            onClick={() => store.getState().stop()}
          >
            {t.stop}
          </Button>
        ) : (
          state.result && <CopyButton text={state.result} label={t.copy} copiedLabel={t.copied} />
        )}
      </div>
      {findings && findings.length > 0 && !busy && !state.failed ? (
        <MarkedDraft draft={state.result} findings={findings} t={t} />
      ) : shown ? (
        <pre className={state.failed ? styles.resultError : styles.result}>{shown}</pre>
      ) : (
        <div className={styles.empty}>
          {state.loading ? <Spinner size={28} /> : <Mail size={28} aria-hidden />}
          <p className={styles.emptyTitle}>{t.emptyTitle}</p>
          <p className={styles.emptyHint}>{t.emptyHint}</p>
        </div>
      )}
      {state.stopped && !busy && (
        <p className={styles.stoppedLine} role="status">
          <OctagonPause size={16} aria-hidden />
          {t.stopped}
        </p>
      )}
      {state.model && !busy && !state.failed && !state.stopped && (
        <p className={styles.writtenBy}>{t.writtenBy.replace('{model}', state.model)}</p>
      )}
      {state.result && !state.loading && !state.failed && !state.stopped && (
        <EmailTools state={state} findings={findings} t={t} />
      )}
    </section>
  );
}

/** The four writing tips. */
export function TipsBox({ t, ids }: { t: Messages; ids: string }) {
  return (
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
  );
}
