import { Button, Card, PasswordField, Spinner } from '@demos/kit';
import { BookOpenText, Mail } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useStore } from 'zustand';
import { confirmReadsLeft, MESSAGES } from '../messages';
import * as styles from '../PrivnotePage.css';
import type { PrivnoteStore } from '../store';

/** A note's link opened: looking for it, then asking before it is read (and destroyed). */
export function ConfirmRead({ store }: { store: PrivnoteStore }) {
  const mode = useStore(store, (s) => s.mode);
  const readerPassphrase = useStore(store, (s) => s.readerPassphrase);
  const passphraseError = useStore(store, (s) => s.passphraseError);
  const reading = mode.kind === 'reading';
  const asking = mode.kind === 'confirm' || mode.kind === 'reading';
  const asks = asking && mode.passphrase !== false;
  const required = asking && mode.passphrase === true;
  const passphraseRef = useRef<HTMLInputElement>(null);
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
        <p className={styles.confirmText}>
          {asking && mode.readsLeft !== undefined && mode.readsLeft > 1
            ? confirmReadsLeft(mode.readsLeft)
            : MESSAGES.confirmDescription}
        </p>
      </div>
      <form
        className={styles.confirmForm}
        onSubmit={(event) => {
          event.preventDefault();
          void store.getState().confirmRead();
        }}
      >
        {asks && (
          <PasswordField
            ref={passphraseRef}
            className={styles.passphraseField}
            label={MESSAGES.passphraseLabel}
            value={readerPassphrase}
            onChange={(value) => store.getState().setReaderPassphrase(value)}
            autoComplete="off"
            description={required ? MESSAGES.passphraseHint : MESSAGES.passphraseUnknownHint}
            error={passphraseError ?? undefined}
            showLabel={MESSAGES.showPassphrase}
            hideLabel={MESSAGES.hidePassphrase}
          />
        )}
        <div className={styles.confirmActions}>
          <Button type="button" variant="ghost" onClick={() => store.getState().newNote()} disabled={reading}>
            {MESSAGES.newNote}
          </Button>
          <Button
            type="submit"
            variant="primary"
            className={styles.iconButton}
            icon={BookOpenText}
            busy={reading}
          >
            {reading ? MESSAGES.reading : MESSAGES.readNote}
          </Button>
        </div>
      </form>
    </Card>
  );
}
