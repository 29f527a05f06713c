import { Button, Card, TextField, toast, useCopyToClipboard } from '@demos/kit';
import { Check, Copy, Flame } from 'lucide-react';
import { type Ref, useEffect, useRef } from 'react';
import type { NoteExpiry } from '../core/api';
import { createdExpiryMessage, MESSAGES, multiReadWarning } from '../messages';
import * as styles from '../PrivnotePage.css';
import type { PrivnoteStore } from '../store';
import { LinkQrCode } from './LinkQrCode';
import { NewNoteButton } from './NewNoteButton';

export interface CreatedNoteProps {
  store: PrivnoteStore;
  link: string;
  statusLink?: string;
  burnLink?: string;
  expiry?: NoteExpiry;
  hasPassphrase?: boolean;
  reads?: number;
}

/** A read-only link with a copy button that says it copied, then a toast. */
function CopyableLink({
  label,
  link,
  copyLabel,
  copiedToast,
  description,
  inputRef,
  buttonClassName,
}: {
  label: string;
  link: string;
  copyLabel: string;
  copiedToast: string;
  description?: string;
  inputRef?: Ref<HTMLInputElement>;
  buttonClassName?: string;
}) {
  const { copied, copy } = useCopyToClipboard();
  return (
    <div className={styles.linkRow}>
      <TextField
        ref={inputRef}
        label={label}
        value={link}
        readOnly
        description={description}
        className={styles.linkField}
        onFocus={(event) => event.currentTarget.select()}
      />
      <Button
        variant="secondary"
        className={buttonClassName ? `${styles.iconButton} ${buttonClassName}` : styles.iconButton}
        icon={copied ? Check : Copy}
        onClick={async () => {
          if (await copy(link)) toast.success(MESSAGES.copiedTitle, copiedToast);
        }}
      >
        {copied ? MESSAGES.copiedTitle : copyLabel}
      </Button>
    </div>
  );
}

/** After creation: the link to share, the sender's status and burn links, a way to start again. */
export function CreatedNote({
  store,
  link,
  statusLink,
  burnLink,
  expiry,
  hasPassphrase,
  reads = 1,
}: CreatedNoteProps) {
  const linkRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    linkRef.current?.focus();
    linkRef.current?.select();
  }, []);

  return (
    <Card title={MESSAGES.readyTitle} description={MESSAGES.readyDescription}>
      <div className={styles.panel}>
        <CopyableLink
          inputRef={linkRef}
          label={MESSAGES.linkLabel}
          link={link}
          copyLabel={MESSAGES.copyLink}
          copiedToast={MESSAGES.copiedDescription}
        />
        <p className={styles.callout} role="note">
          <Flame size={18} aria-hidden className={`${styles.calloutIcon} ${styles.calloutIconWarning}`} />
          <span>
            {reads > 1 ? multiReadWarning(reads) : MESSAGES.selfDestructWarning}
            {expiry && ` ${createdExpiryMessage(MESSAGES.expiryOptions[expiry])}`}
            {hasPassphrase && ` ${MESSAGES.protectedNote}`}
          </span>
        </p>
        <LinkQrCode link={link} />
        {statusLink && (
          <CopyableLink
            label={MESSAGES.statusLinkLabel}
            link={statusLink}
            description={MESSAGES.statusLinkHint}
            copyLabel={MESSAGES.copyStatusLink}
            copiedToast={MESSAGES.statusCopiedDescription}
            buttonClassName={styles.statusCopy}
          />
        )}
        {burnLink && (
          <CopyableLink
            label={MESSAGES.burnLinkLabel}
            link={burnLink}
            description={MESSAGES.burnLinkHint}
            copyLabel={MESSAGES.copyBurnLink}
            copiedToast={MESSAGES.burnCopiedDescription}
            buttonClassName={styles.statusCopy}
          />
        )}
        <div>
          <NewNoteButton store={store} variant="outline" />
        </div>
      </div>
    </Card>
  );
}
