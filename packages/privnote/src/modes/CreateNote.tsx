import { Button, Card, PasswordField, Select, TextArea } from '@demos/kit';
import { Flame, KeyRound, LockKeyhole, ShieldCheck } from 'lucide-react';
import { useStore } from 'zustand';
import {
  isNoteExpiry,
  isNoteReads,
  isNoteRecipients,
  MAX_NOTE_READS,
  MAX_NOTE_RECIPIENTS,
  NOTE_EXPIRIES,
} from '../core/api';
import { MAX_MESSAGE_BYTES } from '../core/crypto';
import {
  MESSAGES,
  readsAssurance,
  readsOption,
  recipientsOption,
  sizeMessage,
  tooLongMessage,
} from '../messages';
import * as styles from '../PrivnotePage.css';
import { type PrivnoteStore, passphraseTooLong } from '../store';
import { AttachFiles } from './AttachFiles';

const utf8Length = (text: string) => new TextEncoder().encode(text).length;

const READS = Array.from({ length: MAX_NOTE_READS }, (_, index) => index + 1);
const RECIPIENTS = Array.from({ length: MAX_NOTE_RECIPIENTS }, (_, index) => index + 1);

const assurances = (reads: number) =>
  [
    { icon: KeyRound, text: MESSAGES.assurances.encryption },
    { icon: Flame, text: readsAssurance(reads) },
    { icon: ShieldCheck, text: MESSAGES.assurances.keyInLink },
  ] as const;

/** Create mode: the message, its options and the create button. */
export function CreateNote({ store }: { store: PrivnoteStore }) {
  const draft = useStore(store, (s) => s.draft);
  const busy = useStore(store, (s) => s.busy);
  const expiry = useStore(store, (s) => s.expiry);
  const passphrase = useStore(store, (s) => s.passphrase);
  const reads = useStore(store, (s) => s.reads);
  const recipients = useStore(store, (s) => s.recipients);
  const filesEnabled = useStore(store, (s) => s.filesEnabled);
  const bytes = utf8Length(draft);
  const tooLong = bytes > MAX_MESSAGE_BYTES;

  return (
    <Card title={MESSAGES.createTitle} description={MESSAGES.createDescription}>
      <form
        className={`${styles.panel} ${styles.createForm}`}
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
          error={tooLong ? tooLongMessage(MAX_MESSAGE_BYTES) : undefined}
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
          <Select
            className={styles.option}
            label={MESSAGES.readsLabel}
            value={String(reads)}
            options={READS.map((choice) => ({ value: String(choice), label: readsOption(choice) }))}
            onChange={(event) => {
              const chosen = Number(event.target.value);
              if (isNoteReads(chosen)) store.getState().setReads(chosen);
            }}
          />
          <Select
            className={`${styles.option} ${styles.recipientsOption}`}
            label={MESSAGES.recipientsLabel}
            value={String(recipients)}
            options={RECIPIENTS.map((choice) => ({ value: String(choice), label: recipientsOption(choice) }))}
            onChange={(event) => {
              const chosen = Number(event.target.value);
              if (isNoteRecipients(chosen)) store.getState().setRecipients(chosen);
            }}
          />
          <PasswordField
            className={styles.passphraseField}
            label={MESSAGES.passphraseCreateLabel}
            value={passphrase}
            onChange={(value) => store.getState().setPassphrase(value)}
            autoComplete="new-password"
            description={MESSAGES.passphraseCreateHint}
            error={passphraseTooLong(passphrase) ? MESSAGES.passphraseTooLong : undefined}
            showLabel={MESSAGES.showPassphrase}
            hideLabel={MESSAGES.hidePassphrase}
          />
        </div>
        {filesEnabled && <AttachFiles store={store} />}
        <ul className={styles.assurances} aria-label={MESSAGES.assurancesLabel}>
          {assurances(reads).map(({ icon: Icon, text }) => (
            <li key={text} className={styles.assurance}>
              <Icon size={14} aria-hidden className={styles.assuranceIcon} />
              {text}
            </li>
          ))}
        </ul>
        <div className={styles.actions}>
          <span id="privnote-size" className={tooLong ? `${styles.size} ${styles.sizeOver}` : styles.size}>
            {sizeMessage(bytes, MAX_MESSAGE_BYTES)}
          </span>
          <Button
            type="submit"
            variant="primary"
            className={styles.iconButton}
            icon={LockKeyhole}
            busy={busy}
          >
            {busy ? MESSAGES.creating : MESSAGES.create}
          </Button>
        </div>
      </form>
    </Card>
  );
}
