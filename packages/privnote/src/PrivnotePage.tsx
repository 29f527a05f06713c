import { Card, OfflineNotice, PageHeader, Spinner, useHydrated } from '@demos/kit';
import { Clock3, LockKeyhole } from 'lucide-react';
import type { NotesApi } from './core/api';
import { MESSAGES } from './messages';
import { NoteBody } from './NoteBody';
import * as styles from './PrivnotePage.css';
import type { PrivnoteStore } from './store';

export interface PrivnotePageProps {
  /** The notes backend; by default supabase-js against VITE_SUPABASE_URL, else this origin. */
  api?: NotesApi;
  /** A ready store (stories, tests); otherwise one is made from the address and `api`. */
  store?: PrivnoteStore;
}

export function PrivnotePage({ api, store }: PrivnotePageProps) {
  // What the page shows depends on the address (a note's key is in the hash), which only the
  // browser knows: the prerendered HTML and the hydration pass show a neutral placeholder.
  const hydrated = useHydrated();

  return (
    <div className={styles.page}>
      {/* The spec's light/dark toggle is the shell's, in the site header: one toggle for the site. */}
      <PageHeader icon={LockKeyhole} title={MESSAGES.title} description={MESSAGES.description} />
      <OfflineNotice />
      {hydrated || store ? (
        <NoteBody api={api} store={store} />
      ) : (
        <div className={styles.placeholderFrame}>
          <Card className={styles.placeholder}>
            <p className={styles.checking} role="status">
              <Spinner size={18} />
              {MESSAGES.loading}
            </p>
          </Card>
        </div>
      )}
      <footer className={styles.footer}>
        <Clock3 size={16} aria-hidden className={styles.footerIcon} />
        <p className={styles.footerText}>
          <span>{MESSAGES.footer}</span> <span>{MESSAGES.footerChoice}</span>
        </p>
      </footer>
    </div>
  );
}
