import { Button, Card, TextField, toast, useCopyToClipboard } from '@demos/kit';
import { Check, Copy, Flame } from 'lucide-react';
import { type Ref, useEffect, useRef } from 'react';
import type { NoteExpiry } from '../core/api';
import {
  copyRecipientLink,
  createdExpiryMessage,
  MESSAGES,
  multiReadWarning,
  recipientLinkLabel,
  recipientQr,
  recipientsWarning,
} from '../messages';
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
  /** Every recipient's link, when there are several. */
  links?: string[];
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

/** One link per recipient (`Lien 1`, `Lien 2`, …), each copyable, each with its QR code. */
function RecipientLinks({ links, firstRef }: { links: string[]; firstRef: Ref<HTMLInputElement> }) {
  return (
    <ol className={styles.linksList} aria-label={MESSAGES.linksListLabel}>
      {links.map((recipientLink, index) => (
        <li key={recipientLink} className={styles.recipientLink}>
          <CopyableLink
            inputRef={index === 0 ? firstRef : undefined}
            label={recipientLinkLabel(index + 1)}
            link={recipientLink}
            copyLabel={copyRecipientLink(index + 1)}
            copiedToast={MESSAGES.copiedDescription}
          />
          <LinkQrCode
            link={recipientLink}
            label={recipientQr.label(index + 1)}
            showLabel={recipientQr.show(index + 1)}
            hideLabel={recipientQr.hide(index + 1)}
          />
        </li>
      ))}
    </ol>
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
  links,
}: CreatedNoteProps) {
  const linkRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    linkRef.current?.focus();
    linkRef.current?.select();
  }, []);
  const several = links !== undefined && links.length > 1;
  const warning = several
    ? recipientsWarning(links.length, reads)
    : reads > 1
      ? multiReadWarning(reads)
      : MESSAGES.selfDestructWarning;

  return (
    <Card
      title={MESSAGES.readyTitle}
      description={several ? MESSAGES.readyRecipientsDescription : MESSAGES.readyDescription}
    >
      <div className={styles.panel}>
        {several ? (
          <RecipientLinks links={links} firstRef={linkRef} />
        ) : (
          <CopyableLink
            inputRef={linkRef}
            label={MESSAGES.linkLabel}
            link={link}
            copyLabel={MESSAGES.copyLink}
            copiedToast={MESSAGES.copiedDescription}
          />
        )}
        <p className={styles.callout} role="note">
          <Flame size={18} aria-hidden className={`${styles.calloutIcon} ${styles.calloutIconWarning}`} />
          <span>
            {warning}
            {expiry && ` ${createdExpiryMessage(MESSAGES.expiryOptions[expiry])}`}
            {hasPassphrase && ` ${MESSAGES.protectedNote}`}
          </span>
        </p>
        {!several && <LinkQrCode link={link} />}
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
