import {
  Button,
  Card,
  PageHeader,
  TextArea,
  TextField,
  toast,
  useCopyToClipboard,
  useHydrated,
  useTheme,
} from '@demos/kit';
import {
  BookOpenText,
  Check,
  Clock3,
  Copy,
  Flame,
  KeyRound,
  LoaderCircle,
  LockKeyhole,
  Mail,
  Moon,
  Plus,
  ShieldCheck,
  Sun,
  TriangleAlert,
} from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { createLazyNotesApi, createSupabaseNotesApi, type NotesApi } from './core/api';
import { type NotesBackendEnv, resolveNotesBackend } from './core/config';
import { MAX_MESSAGE_BYTES } from './core/crypto';
import { MESSAGES } from './messages';
import * as styles from './PrivnotePage.css';
import { createPrivnoteStore, type PrivnoteStore } from './store';

export interface PrivnotePageProps {
  /** The notes backend; by default supabase-js against VITE_SUPABASE_URL, else this origin. */
  api?: NotesApi;
  /** A ready store (stories, tests); otherwise one is made from the address and `api`. */
  store?: PrivnoteStore;
}

let defaultApi: NotesApi | undefined;

/** One client per page load (supabase-js warns about several auth clients). */
function getDefaultApi(): NotesApi {
  // Build-time config (Vite replaces these); absent outside Vite, hence the optional chaining.
  const env: NotesBackendEnv = {
    VITE_SUPABASE_URL: import.meta.env?.VITE_SUPABASE_URL,
    VITE_SUPABASE_ANON_KEY: import.meta.env?.VITE_SUPABASE_ANON_KEY,
  };
  const backend = resolveNotesBackend(env, window.location.origin);
  // supabase-js is the bulk of the page: it loads with the first call, not with the page.
  defaultApi ??= createLazyNotesApi(async () => {
    const { createNotesClient } = await import('./core/client');
    return createSupabaseNotesApi(createNotesClient(backend));
  });
  return defaultApi;
}

function replaceUrl(url: string) {
  // Keep the router's history state: only the address changes.
  window.history.replaceState(window.history.state, '', url);
}

const byteFormat = new Intl.NumberFormat('fr-FR');
const utf8Length = (text: string) => new TextEncoder().encode(text).length;

export function PrivnotePage({ api, store }: PrivnotePageProps) {
  const { theme, toggleTheme } = useTheme();
  // What the page shows depends on the address (a note's key is in the hash), which only the
  // browser knows: the prerendered HTML and the hydration pass show a neutral placeholder.
  const hydrated = useHydrated();

  return (
    <div className={styles.page}>
      <PageHeader
        icon={LockKeyhole}
        title={MESSAGES.title}
        description={MESSAGES.description}
        actions={
          <Button
            variant="outline"
            size="icon"
            onClick={toggleTheme}
            aria-label={theme === 'dark' ? MESSAGES.toLight : MESSAGES.toDark}
            title={theme === 'dark' ? MESSAGES.toLight : MESSAGES.toDark}
          >
            {theme === 'dark' ? <Sun size={18} aria-hidden /> : <Moon size={18} aria-hidden />}
          </Button>
        }
      />
      {hydrated || store ? (
        <PrivnoteBody api={api} store={store} />
      ) : (
        <Card className={styles.placeholder}>
          <p className={styles.checking} role="status">
            <LoaderCircle size={18} aria-hidden className={styles.spinner} />
            {MESSAGES.loading}
          </p>
        </Card>
      )}
      <footer className={styles.footer}>
        <Clock3 size={16} aria-hidden className={styles.footerIcon} />
        <span>{MESSAGES.footer}</span>
      </footer>
    </div>
  );
}

function PrivnoteBody({ api, store: injected }: PrivnotePageProps) {
  const [store] = useState(
    () =>
      injected ??
      createPrivnoteStore({
        api: api ?? getDefaultApi(),
        origin: window.location.origin,
        search: window.location.search,
        hash: window.location.hash,
        replaceUrl,
      }),
  );
  const mode = useStore(store, (s) => s.mode);

  useEffect(() => {
    void store.getState().init();
  }, [store]);

  return (
    <>
      {mode.kind === 'create' && <CreateNote store={store} />}
      {mode.kind === 'created' && <CreatedNote store={store} link={mode.link} />}
      {(mode.kind === 'checking' || mode.kind === 'confirm' || mode.kind === 'reading') && (
        <ConfirmRead store={store} />
      )}
      {mode.kind === 'read' && <ReadNote store={store} text={mode.text} />}
    </>
  );
}

function CreateNote({ store }: { store: PrivnoteStore }) {
  const draft = useStore(store, (s) => s.draft);
  const busy = useStore(store, (s) => s.busy);
  const bytes = utf8Length(draft);
  const tooLong = bytes > MAX_MESSAGE_BYTES;

  return (
    <Card title="Nouvelle note" description="Le message est chiffré avant de quitter votre navigateur.">
      <form
        className={styles.panel}
        onSubmit={(event) => {
          event.preventDefault();
          void store.getState().create();
        }}
      >
        <TextArea
          label={MESSAGES.messageLabel}
          placeholder={MESSAGES.placeholder}
          value={draft}
          onChange={(event) => store.getState().setDraft(event.target.value)}
          className={styles.messageArea}
          aria-describedby="privnote-size"
          error={
            tooLong
              ? `Message trop long : ${byteFormat.format(MAX_MESSAGE_BYTES)} octets au maximum.`
              : undefined
          }
        />
        <ul className={styles.assurances} aria-label="Garanties">
          <li className={styles.assurance}>
            <KeyRound size={14} aria-hidden className={styles.assuranceIcon} />
            Chiffrement AES-256 dans le navigateur
          </li>
          <li className={styles.assurance}>
            <Flame size={14} aria-hidden className={styles.assuranceIcon} />
            Lecture unique
          </li>
          <li className={styles.assurance}>
            <ShieldCheck size={14} aria-hidden className={styles.assuranceIcon} />
            La clé ne quitte jamais le lien
          </li>
        </ul>
        <div className={styles.actions}>
          <span id="privnote-size" className={tooLong ? `${styles.size} ${styles.sizeOver}` : styles.size}>
            {byteFormat.format(bytes)} / {byteFormat.format(MAX_MESSAGE_BYTES)} octets
          </span>
          <Button type="submit" variant="primary" disabled={busy} aria-busy={busy}>
            <span className={styles.buttonContent}>
              {busy ? (
                <LoaderCircle size={16} aria-hidden className={styles.spinner} />
              ) : (
                <LockKeyhole size={16} aria-hidden />
              )}
              {busy ? MESSAGES.creating : MESSAGES.create}
            </span>
          </Button>
        </div>
      </form>
    </Card>
  );
}

function CreatedNote({ store, link }: { store: PrivnoteStore; link: string }) {
  const { copied, copy } = useCopyToClipboard();
  const linkRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    linkRef.current?.focus();
    linkRef.current?.select();
  }, []);

  return (
    <Card
      title="Votre note est prête"
      description="Envoyez ce lien à son destinataire. Il ne s'ouvre qu'une fois."
    >
      <div className={styles.panel}>
        <div className={styles.linkRow}>
          <TextField
            ref={linkRef}
            label={MESSAGES.linkLabel}
            value={link}
            readOnly
            className={styles.linkField}
            onFocus={(event) => event.currentTarget.select()}
          />
          <Button
            variant="secondary"
            onClick={async () => {
              if (await copy(link)) toast.success(MESSAGES.copiedTitle, MESSAGES.copiedDescription);
            }}
          >
            <span className={styles.buttonContent}>
              {copied ? <Check size={16} aria-hidden /> : <Copy size={16} aria-hidden />}
              {copied ? MESSAGES.copiedTitle : MESSAGES.copyLink}
            </span>
          </Button>
        </div>
        <p className={styles.callout} role="note">
          <Flame size={18} aria-hidden className={`${styles.calloutIcon} ${styles.calloutIconWarning}`} />
          <span>{MESSAGES.selfDestructWarning}</span>
        </p>
        <div>
          <Button variant="outline" onClick={() => store.getState().newNote()}>
            <span className={styles.buttonContent}>
              <Plus size={16} aria-hidden />
              {MESSAGES.newNote}
            </span>
          </Button>
        </div>
      </div>
    </Card>
  );
}

function ConfirmRead({ store }: { store: PrivnoteStore }) {
  const mode = useStore(store, (s) => s.mode);
  const reading = mode.kind === 'reading';

  if (mode.kind === 'checking') {
    return (
      <Card>
        <p className={styles.checking} role="status">
          <LoaderCircle size={18} aria-hidden className={styles.spinner} />
          {MESSAGES.checking}
        </p>
      </Card>
    );
  }
  return (
    <Card>
      <div className={styles.confirm}>
        <span className={styles.confirmIcon}>
          <Mail size={26} aria-hidden />
        </span>
        <h2 className={styles.confirmTitle}>{MESSAGES.confirmTitle}</h2>
        <p className={styles.confirmText}>{MESSAGES.confirmDescription}</p>
        <div className={styles.confirmActions}>
          <Button variant="ghost" onClick={() => store.getState().newNote()} disabled={reading}>
            {MESSAGES.newNote}
          </Button>
          <Button
            variant="primary"
            onClick={() => void store.getState().confirmRead()}
            disabled={reading}
            aria-busy={reading}
          >
            <span className={styles.buttonContent}>
              {reading ? (
                <LoaderCircle size={16} aria-hidden className={styles.spinner} />
              ) : (
                <BookOpenText size={16} aria-hidden />
              )}
              {reading ? MESSAGES.reading : MESSAGES.readNote}
            </span>
          </Button>
        </div>
      </div>
    </Card>
  );
}

function ReadNote({ store, text }: { store: PrivnoteStore; text: string }) {
  const textRef = useRef<HTMLElement>(null);
  useEffect(() => {
    textRef.current?.focus();
  }, []);

  return (
    <Card title={MESSAGES.noteTitle}>
      <div className={styles.panel}>
        {/* Rendered as text, never as HTML. */}
        <section
          ref={textRef}
          className={styles.noteText}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1).
          tabIndex={0}
          aria-label={MESSAGES.noteTitle}
        >
          {text}
        </section>
        <p className={`${styles.callout} ${styles.calloutDanger}`} role="note">
          <TriangleAlert
            size={18}
            aria-hidden
            className={`${styles.calloutIcon} ${styles.calloutIconDanger}`}
          />
          <span>{MESSAGES.destroyedWarning}</span>
        </p>
        <div>
          <Button variant="primary" onClick={() => store.getState().newNote()}>
            <span className={styles.buttonContent}>
              <Plus size={16} aria-hidden />
              {MESSAGES.newNote}
            </span>
          </Button>
        </div>
      </div>
    </Card>
  );
}
