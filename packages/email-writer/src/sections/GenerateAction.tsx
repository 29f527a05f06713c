import { scrollIntoViewGently, usePointToNotice } from '@demos/ai-client/react';
import { Button, Notice } from '@demos/kit';
import { AlertTriangle, Sparkles } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useStore } from 'zustand';
import * as styles from '../EmailWriterPage.css';
import type { Messages } from '../i18n';
import type { EmailWriterStore } from '../store';

/** The failure, said next to the button that failed and brought into view. */
function ActionError({ text }: { text: string }) {
  const line = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    scrollIntoViewGently(line.current);
  }, []);
  return (
    <p ref={line} className={styles.actionError} role="alert">
      <AlertTriangle size={16} className={styles.noticeIcon} aria-hidden />
      <span>{text}</span>
    </p>
  );
}

/** The generate button, what went wrong with it, and the notice when no AI is configured. */
export function GenerateAction({ store, t }: { store: EmailWriterStore; t: Messages }) {
  const blank = useStore(store, (s) => s.thoughts.trim() === '');
  const loading = useStore(store, (s) => s.loading);
  const busy = useStore(store, (s) => s.loading || s.refining !== null);
  const failed = useStore(store, (s) => s.failed);
  const unavailable = useStore(store, (s) => s.unavailable);
  const noticeRequests = useStore(store, (s) => s.noticeRequests);
  const notice = usePointToNotice<HTMLDivElement>(noticeRequests);
  return (
    <>
      <Button
        size="lg"
        className={styles.generate}
        icon={Sparkles}
        iconSize={18}
        busy={loading}
        disabled={blank || busy}
        onClick={() => void store.getState().generate()}
      >
        {loading ? t.crafting : t.generate}
      </Button>
      {/* A failure is said next to the action that failed (the draft panel says it too, as the
          spec asks), so the visitor who pressed the button sees it without scrolling. */}
      {failed && !busy && <ActionError text={t.error} />}
      {/* The one notice of the unavailable state, next to the action it blocks. Generate points
          here; the keyed line restarts its emphasis and is announced again on each press. */}
      {unavailable && (
        <Notice ref={notice} emphasis={noticeRequests}>
          {t.missingKey}
        </Notice>
      )}
    </>
  );
}
