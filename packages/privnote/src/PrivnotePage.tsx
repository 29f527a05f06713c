import {
  Button,
  Card,
  PageHeader,
  Select,
  Spinner,
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
  Eye,
  EyeOff,
  Flame,
  KeyRound,
  LockKeyhole,
  Mail,
  MailOpen,
  Moon,
  Plus,
  QrCode,
  RefreshCw,
  ShieldCheck,
  Sun,
  TriangleAlert,
} from 'lucide-react';
import { type ReactNode, type Ref, useEffect, useRef, useState } from 'react';
import { useStore } from 'zustand';
import {
  createLazyNotesApi,
  createSupabaseNotesApi,
  isNoteExpiry,
  NOTE_EXPIRIES,
  type NoteExpiry,
  type NoteStatus,
  type NotesApi,
} from './core/api';
import { type NotesBackendEnv, resolveNotesBackend } from './core/config';
import { MAX_MESSAGE_BYTES } from './core/crypto';
import type { LinkQr } from './linkQr';
import { createdExpiryMessage, MESSAGES, statusMessages } from './messages';
import * as styles from './PrivnotePage.css';
import { createPrivnoteStore, type PrivnoteStore, passphraseTooLong, type StatusView } from './store';

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
      {mode.kind === 'created' && (
        <CreatedNote
          store={store}
          link={mode.link}
          statusLink={mode.statusLink}
          expiry={mode.expiry}
          hasPassphrase={mode.hasPassphrase}
        />
      )}
      {(mode.kind === 'checking' || mode.kind === 'confirm' || mode.kind === 'reading') && (
        <ConfirmRead store={store} />
      )}
      {mode.kind === 'read' && <ReadNote store={store} text={mode.text} />}
      {mode.kind === 'status' && <NoteStatusView store={store} view={mode.view} />}
    </>
  );
}

/** A password input with a show/hide toggle beside it. */
function PassphraseField({
  label,
  value,
  onChange,
  description,
  error,
  autoComplete,
  inputRef,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  description?: ReactNode;
  error?: string;
  autoComplete: string;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const [shown, setShown] = useState(false);
  return (
    <div className={styles.passphraseRow}>
      <TextField
        ref={inputRef}
        label={label}
        type={shown ? 'text' : 'password'}
        value={value}
        autoComplete={autoComplete}
        spellCheck={false}
        onChange={(event) => onChange(event.target.value)}
        description={description}
        error={error}
        className={styles.passphraseField}
      />
      <Button
        type="button"
        variant="outline"
        size="icon"
        className={styles.passphraseToggle}
        aria-label={shown ? MESSAGES.hidePassphrase : MESSAGES.showPassphrase}
        title={shown ? MESSAGES.hidePassphrase : MESSAGES.showPassphrase}
        aria-pressed={shown}
        onClick={() => setShown((value) => !value)}
      >
        {shown ? <EyeOff size={16} aria-hidden /> : <Eye size={16} aria-hidden />}
      </Button>
    </div>
  );
}

function CreateNote({ store }: { store: PrivnoteStore }) {
  const draft = useStore(store, (s) => s.draft);
  const busy = useStore(store, (s) => s.busy);
  const expiry = useStore(store, (s) => s.expiry);
  const passphrase = useStore(store, (s) => s.passphrase);
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
        <div className={styles.options}>
          <Select
            className={styles.option}
            label={MESSAGES.expiryLabel}
            value={expiry}
            options={NOTE_EXPIRIES.map((choice) => ({
              value: choice,
              label: MESSAGES.expiryOptions[choice],
            }))}
            onChange={(event) => {
              if (isNoteExpiry(event.target.value)) store.getState().setExpiry(event.target.value);
            }}
          />
          <PassphraseField
            label={MESSAGES.passphraseCreateLabel}
            value={passphrase}
            onChange={(value) => store.getState().setPassphrase(value)}
            autoComplete="new-password"
            description={MESSAGES.passphraseCreateHint}
            error={passphraseTooLong(passphrase) ? MESSAGES.passphraseTooLong : undefined}
          />
        </div>
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
              {busy ? <Spinner size={16} /> : <LockKeyhole size={16} aria-hidden />}
              {busy ? MESSAGES.creating : MESSAGES.create}
            </span>
          </Button>
        </div>
      </form>
    </Card>
  );
}

/** The note link as a QR code, drawn with `qrcode` loaded on the first click. */
function LinkQrCode({ link }: { link: string }) {
  const [state, setState] = useState<
    { kind: 'hidden' } | { kind: 'loading' } | { kind: 'shown'; qr: LinkQr } | { kind: 'failed' }
  >({ kind: 'hidden' });
  const shown = state.kind === 'shown';

  const show = async () => {
    setState({ kind: 'loading' });
    try {
      const { linkQr } = await import('./linkQr');
      setState({ kind: 'shown', qr: linkQr(link) });
    } catch (error) {
      console.warn('Drawing the QR code failed:', error);
      setState({ kind: 'failed' });
    }
  };

  return (
    <div className={styles.qrBlock}>
      <div>
        <Button
          variant="outline"
          aria-expanded={shown}
          disabled={state.kind === 'loading'}
          aria-busy={state.kind === 'loading'}
          onClick={() => (shown ? setState({ kind: 'hidden' }) : void show())}
        >
          <span className={styles.buttonContent}>
            {state.kind === 'loading' ? <Spinner size={16} /> : <QrCode size={16} aria-hidden />}
            {shown ? MESSAGES.hideQr : MESSAGES.showQr}
          </span>
        </Button>
      </div>
      {state.kind === 'failed' && (
        <p className={styles.fieldError} role="alert">
          {MESSAGES.qrFailed}
        </p>
      )}
      {state.kind === 'shown' && (
        // Dark modules on white in both themes: scanners expect it.
        <svg
          className={styles.qr}
          role="img"
          aria-label={MESSAGES.qrLabel}
          viewBox={`0 0 ${state.qr.size} ${state.qr.size}`}
          shapeRendering="crispEdges"
        >
          <rect width={state.qr.size} height={state.qr.size} fill="#ffffff" />
          <path d={state.qr.path} fill="#000000" />
        </svg>
      )}
    </div>
  );
}

function CreatedNote({
  store,
  link,
  statusLink,
  expiry,
  hasPassphrase,
}: {
  store: PrivnoteStore;
  link: string;
  statusLink?: string;
  expiry?: NoteExpiry;
  hasPassphrase?: boolean;
}) {
  const { copied, copy } = useCopyToClipboard();
  const status = useCopyToClipboard();
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
          <span>
            {MESSAGES.selfDestructWarning}
            {expiry && ` ${createdExpiryMessage(MESSAGES.expiryOptions[expiry])}`}
            {hasPassphrase && ` ${MESSAGES.protectedNote}`}
          </span>
        </p>
        <LinkQrCode link={link} />
        {statusLink && (
          <div className={styles.linkRow}>
            <TextField
              label={MESSAGES.statusLinkLabel}
              value={statusLink}
              readOnly
              description={MESSAGES.statusLinkHint}
              className={styles.linkField}
              onFocus={(event) => event.currentTarget.select()}
            />
            <Button
              variant="secondary"
              className={styles.statusCopy}
              onClick={async () => {
                if (await status.copy(statusLink)) {
                  toast.success(MESSAGES.copiedTitle, MESSAGES.statusCopiedDescription);
                }
              }}
            >
              <span className={styles.buttonContent}>
                {status.copied ? <Check size={16} aria-hidden /> : <Copy size={16} aria-hidden />}
                {status.copied ? MESSAGES.copiedTitle : MESSAGES.copyStatusLink}
              </span>
            </Button>
          </div>
        )}
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
  const readerPassphrase = useStore(store, (s) => s.readerPassphrase);
  const passphraseError = useStore(store, (s) => s.passphraseError);
  const reading = mode.kind === 'reading';
  const asks = (mode.kind === 'confirm' || mode.kind === 'reading') && mode.passphrase !== false;
  const passphraseRef = useRef<HTMLInputElement>(null);
  const required = (mode.kind === 'confirm' || mode.kind === 'reading') && mode.passphrase === true;
  // After a wrong try the field is emptied: put the cursor back in it.
  useEffect(() => {
    if (required && passphraseError) passphraseRef.current?.focus();
  }, [required, passphraseError]);

  if (mode.kind === 'checking') {
    return (
      <Card>
        <p className={styles.checking} role="status">
          <Spinner size={18} />
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
      </div>
      <form
        className={styles.confirmForm}
        onSubmit={(event) => {
          event.preventDefault();
          void store.getState().confirmRead();
        }}
      >
        {asks && (
          <PassphraseField
            inputRef={passphraseRef}
            label={MESSAGES.passphraseLabel}
            value={readerPassphrase}
            onChange={(value) => store.getState().setReaderPassphrase(value)}
            autoComplete="off"
            description={required ? MESSAGES.passphraseHint : MESSAGES.passphraseUnknownHint}
            error={passphraseError ?? undefined}
          />
        )}
        <div className={styles.confirmActions}>
          <Button type="button" variant="ghost" onClick={() => store.getState().newNote()} disabled={reading}>
            {MESSAGES.newNote}
          </Button>
          <Button type="submit" variant="primary" disabled={reading} aria-busy={reading}>
            <span className={styles.buttonContent}>
              {reading ? <Spinner size={16} /> : <BookOpenText size={16} aria-hidden />}
              {reading ? MESSAGES.reading : MESSAGES.readNote}
            </span>
          </Button>
        </div>
      </form>
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

function statusLine(status: NoteStatus): { text: string; icon: ReactNode } {
  switch (status.state) {
    case 'unread':
      return { text: statusMessages.unread(status.expiresAt), icon: <Mail size={20} aria-hidden /> };
    case 'read':
      return { text: statusMessages.read(status.readAt), icon: <MailOpen size={20} aria-hidden /> };
    case 'expired':
      return { text: MESSAGES.statusExpired, icon: <Clock3 size={20} aria-hidden /> };
    case 'destroyed':
      return { text: statusMessages.destroyed(status.destroyedAt), icon: <Flame size={20} aria-hidden /> };
  }
}

/** The sender's status link: whether the note was read, never its content. */
function NoteStatusView({ store, view }: { store: PrivnoteStore; view: StatusView }) {
  let line: { text: string; icon: ReactNode };
  if (view.kind === 'loading') {
    line = {
      text: MESSAGES.statusLoading,
      icon: <Spinner size={20} />,
    };
  } else if (view.kind === 'ready') {
    line = statusLine(view.status);
  } else {
    line = {
      text: view.kind === 'missing' ? MESSAGES.statusMissing : MESSAGES.statusFailed,
      icon: <TriangleAlert size={20} aria-hidden />,
    };
  }
  return (
    <Card title={MESSAGES.statusTitle} description={MESSAGES.statusDescription}>
      <div className={styles.panel}>
        <p className={styles.statusLine} role="status">
          <span className={styles.statusIcon}>{line.icon}</span>
          <span>{line.text}</span>
        </p>
        <div className={styles.confirmActions}>
          <Button
            variant="secondary"
            onClick={() => void store.getState().refreshStatus()}
            disabled={view.kind === 'loading'}
          >
            <span className={styles.buttonContent}>
              <RefreshCw size={16} aria-hidden />
              {MESSAGES.refreshStatus}
            </span>
          </Button>
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
