import { Button, toast } from '@demos/kit';
import { Download, Paperclip } from 'lucide-react';
import { useState } from 'react';
import type { FilesManifest } from '../core/crypto';
import { filesMessages, formatBytes } from '../messages';
import * as styles from '../PrivnotePage.css';

/** Hands a decrypted file to the browser's download, under its own name. */
function saveBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = name;
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // After the click has started the download.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * A read note's files: each one's name and size with `Télécharger`, which fetches its encrypted
 * chunks, opens them one by one and saves the plaintext.
 */
export function NoteFiles({
  manifest,
  download: fetchFile,
}: {
  manifest: FilesManifest;
  download: (index: number) => Promise<Blob>;
}) {
  const [downloading, setDownloading] = useState<number | null>(null);

  const download = async (index: number, name: string) => {
    setDownloading(index);
    try {
      saveBlob(await fetchFile(index), name);
    } catch (error) {
      console.warn('Downloading the file failed:', error);
      toast.error(filesMessages.downloadFailedTitle, filesMessages.downloadFailedDescription);
    } finally {
      setDownloading(null);
    }
  };

  return (
    <section className={styles.files} aria-label={filesMessages.listLabel}>
      <p className={styles.size}>{filesMessages.readerHint}</p>
      <ul className={styles.linksList}>
        {manifest.files.map((file, index) => (
          <li key={file.nonce} className={styles.linkItem}>
            <span className={styles.fileName}>
              <Paperclip size={14} aria-hidden className={styles.assuranceIcon} />
              <span className={styles.fileNameText}>{file.name}</span>
              <span className={styles.size}>{formatBytes(file.size)}</span>
            </span>
            <Button
              type="button"
              variant="outline"
              size="sm"
              icon={Download}
              busy={downloading === index}
              disabled={downloading !== null && downloading !== index}
              aria-label={filesMessages.downloadFile(file.name)}
              onClick={() => void download(index, file.name)}
            >
              {downloading === index ? filesMessages.downloading : filesMessages.download}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
