import { scrollIntoViewGently } from '@demos/ai-client/react';
import { CopyButton, Spinner } from '@demos/kit';
import { Lightbulb, Mail, MailOpen } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useStore } from 'zustand';
import { EmailTools } from '../EmailTools';
import * as styles from '../EmailWriterPage.css';
import type { Messages } from '../i18n';
import type { EmailWriterStore } from '../store';

/** The generated email (or the apology, or the empty state) and what can be done with it. */
export function DraftPanel({ store, t, ids }: { store: EmailWriterStore; t: Messages; ids: string }) {
  const state = useStore(store);
  const busy = state.loading || state.refining !== null;
  const shown = state.failed ? t.error : state.result;
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
        {state.result && !busy && <CopyButton text={state.result} label={t.copy} copiedLabel={t.copied} />}
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
