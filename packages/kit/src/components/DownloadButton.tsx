// kit-shared-chunk: loaded with the shell by every page (the rule is in apps/site/vite.config.ts).
import { Download } from 'lucide-react';
import { downloadBlob } from '../hooks/download';
import { toast } from '../toast/toast';
import { Button, type ButtonProps } from './Button';

export interface DownloadButtonProps extends Omit<ButtonProps, 'onClick' | 'children' | 'type'> {
  /** The file content, or a function that makes it at click time. */
  data: Blob | string | (() => Blob | string);
  filename: string;
  /** MIME type for string data. */
  mimeType?: string;
  label?: string;
  onDownloaded?: () => void;
  /** A success toast after each download, in the page's language (none when left out). */
  downloadedToast?: string;
}

export function DownloadButton({
  data,
  filename,
  mimeType,
  label = 'Download',
  onDownloaded,
  downloadedToast,
  variant = 'secondary',
  size = 'sm',
  ...props
}: DownloadButtonProps) {
  return (
    <Button
      variant={variant}
      size={size}
      onClick={() => {
        downloadBlob(typeof data === 'function' ? data() : data, filename, mimeType);
        if (downloadedToast) toast.success(downloadedToast);
        onDownloaded?.();
      }}
      {...props}
    >
      <Download size={16} aria-hidden />
      {label}
    </Button>
  );
}
