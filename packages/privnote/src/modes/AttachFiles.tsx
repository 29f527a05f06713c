import { Button, FileDrop } from '@demos/kit';
import { Paperclip } from 'lucide-react';
import { useStore } from 'zustand';
import { filesMessages, formatBytes } from '../messages';
import * as styles from '../PrivnotePage.css';
import type { PrivnoteStore } from '../store';

/** A file's name (never cut, wrapped anywhere) and its size, in the files lists. */
export function FileRow({ name, size }: { name: string; size: number }) {
  return (
    <span className={styles.fileName}>
      <Paperclip size={14} aria-hidden className={styles.assuranceIcon} />
      <span className={styles.fileNameText}>{name}</span>
      <span className={styles.size}>{formatBytes(size)}</span>
    </span>
  );
}

/**
 * `Joindre des fichiers`: the kit's file drop adds one file at a time to the note's list (up to the
 * server's limits, stated under it); each listed file can be removed. A refused file gets a French
 * message, the list stays as it was.
 */
export function AttachFiles({ store }: { store: PrivnoteStore }) {
  const attachments = useStore(store, (s) => s.attachments);
  const error = useStore(store, (s) => s.attachmentsError);
  const limits = useStore(store, (s) => s.filesLimits);
  const busy = useStore(store, (s) => s.busy);
  const progress = useStore(store, (s) => s.uploadProgress);

  return (
    <div className={styles.files}>
      <FileDrop
        label={filesMessages.label}
        description={filesMessages.limits(limits.maxFiles, limits.maxBytes)}
        error={error ?? undefined}
        file={null}
        disabled={busy}
        chooseLabel={filesMessages.choose}
        dropLabel={filesMessages.drop}
        clearLabel={filesMessages.remove}
        formatSize={formatBytes}
        onFileChange={(file) => {
          if (file) void store.getState().addAttachment(file);
        }}
        onChange={(event) => {
          // The same file may be chosen again after a removal: let the input fire again.
          const input = event.currentTarget;
          queueMicrotask(() => {
            input.value = '';
          });
        }}
      />
      {attachments.length > 0 && (
        <ul className={styles.linksList} aria-label={filesMessages.listLabel}>
          {attachments.map((file, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the same file may be listed twice; the rows hold no state of their own.
            <li key={`${index}-${file.name}`} className={styles.linkItem}>
              <FileRow name={file.name} size={file.size} />
              <Button
                type="button"
                variant="outline"
                size="sm"
                disabled={busy}
                aria-label={filesMessages.removeFile(file.name)}
                onClick={() => store.getState().removeAttachment(index)}
              >
                {filesMessages.remove}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {progress && (
        <p className={styles.size} role="status">
          {filesMessages.uploading(progress.sent, progress.total)}
        </p>
      )}
    </div>
  );
}
