import * as styles from './CodeBlock.css';
import { CopyButton } from './CopyButton';
import { DownloadButton } from './DownloadButton';

export interface CodeBlockProps {
  code: string;
  /** Shown in the toolbar; also the default download name. */
  filename?: string;
  /** Accessible name of the code region. */
  label?: string;
  /** Offer a download of the code under this name; omit to hide the button. */
  downloadName?: string;
  mimeType?: string;
  copyLabel?: string;
  copiedLabel?: string;
  downloadLabel?: string;
  onCopied?: () => void;
  onDownloaded?: () => void;
  className?: string;
}

export function CodeBlock({
  code,
  filename,
  label,
  downloadName,
  mimeType = 'text/plain;charset=utf-8',
  copyLabel,
  copiedLabel,
  downloadLabel,
  onCopied,
  onDownloaded,
  className,
}: CodeBlockProps) {
  return (
    <figure className={[styles.block, className].filter(Boolean).join(' ')}>
      <figcaption className={styles.toolbar}>
        <span className={styles.filename}>{filename ?? label ?? 'code'}</span>
        <span className={styles.actions}>
          <CopyButton text={code} label={copyLabel} copiedLabel={copiedLabel} onCopied={onCopied} />
          {downloadName && (
            <DownloadButton
              data={code}
              filename={downloadName}
              mimeType={mimeType}
              label={downloadLabel}
              onDownloaded={onDownloaded}
            />
          )}
        </span>
      </figcaption>
      <section
        className={styles.scroll}
        aria-label={label ?? filename ?? 'code'}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: scrollable code must be reachable to scroll it by keyboard.
        tabIndex={0}
      >
        <pre className={styles.pre}>
          <code>{code}</code>
        </pre>
      </section>
    </figure>
  );
}
