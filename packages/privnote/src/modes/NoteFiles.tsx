import { Button, downloadBlob, toast } from '@demos/kit';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { refusalMessage } from '../core/apiError';
import type { FilesManifest } from '../core/crypto';
import { filesMessages } from '../messages';
import * as styles from '../PrivnotePage.css';
import { FileRow } from './AttachFiles';

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
      downloadBlob(await fetchFile(index), name);
    } catch (error) {
      console.warn('Downloading the file failed:', error);
      toast.error(
        filesMessages.downloadFailedTitle,
        refusalMessage(error) ?? filesMessages.downloadFailedDescription,
      );
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
            <FileRow name={file.name} size={file.size} />
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
