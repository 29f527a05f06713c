import { Card, CopyButton, DownloadButton } from '@demos/kit';
import { formatSize, safeDownloadName } from '../core/format';
import { TEXT } from '../messages';
import * as styles from '../SteganographyPage.css';
import type { RecoveredFile, StegoStore } from '../store';
import { useStegoState } from '../useStegoState';

/** A MIME type that may wrap after its slash on a narrow screen, never inside a word. */
function mimeBreakable(type: string) {
  const slash = type.indexOf('/');
  if (slash < 0) return type;
  return (
    <>
      {type.slice(0, slash + 1)}
      <wbr />
      {type.slice(slash + 1)}
    </>
  );
}

function RecoveredMessage({ message }: { message: string }) {
  return (
    <div className={styles.fileCard}>
      <p className={styles.messageText} data-testid="stego-recovered-message">
        {message}
      </p>
      <div className={styles.actions}>
        <CopyButton
          text={message}
          label={TEXT.copyMessage}
          copiedLabel={TEXT.copied}
          variant="primary"
          size="md"
        />
      </div>
    </div>
  );
}

function RecoveredFileView({ recovered }: { recovered: RecoveredFile }) {
  return (
    <div className={styles.fileCard} data-testid="stego-recovered-file">
      <p className={styles.fileName}>{recovered.name}</p>
      <dl className={styles.stats}>
        <div className={styles.stat}>
          <dt>{TEXT.stats.type}</dt>
          <dd>{recovered.type ? mimeBreakable(recovered.type) : TEXT.unknownType}</dd>
        </div>
        <div className={styles.stat}>
          <dt>{TEXT.stats.size}</dt>
          <dd>{formatSize(recovered.size)}</dd>
        </div>
      </dl>
      <div className={styles.actions}>
        <DownloadButton
          variant="primary"
          size="md"
          data={recovered.blob}
          filename={safeDownloadName(recovered.name)}
          label={TEXT.downloadFile}
          downloadedToast={TEXT.downloaded}
        />
      </div>
    </div>
  );
}

/** Decode's result: the recovered message or file, else a preview of the image to decode. */
export function RecoveredCard({ store }: { store: StegoStore }) {
  const { recovered, stegoImage } = useStegoState(store);
  const message = recovered?.message ?? null;
  return (
    <Card title={message !== null ? TEXT.recoveredTitle.message : TEXT.recoveredTitle.file}>
      {message !== null ? (
        <RecoveredMessage message={message} />
      ) : recovered ? (
        <RecoveredFileView recovered={recovered} />
      ) : (
        <div className={styles.preview}>
          {stegoImage.url ? (
            <img
              className={styles.previewImage}
              src={stegoImage.url}
              alt={TEXT.stegoPreviewAlt}
              decoding="async"
            />
          ) : (
            <p className={styles.empty}>{TEXT.nothingRecovered}</p>
          )}
        </div>
      )}
    </Card>
  );
}
