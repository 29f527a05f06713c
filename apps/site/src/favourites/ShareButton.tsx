import { Button, toast, useCopyToClipboard } from '@demos/kit';
import { Check, Share2 } from 'lucide-react';
import * as styles from './favourites.css';

/**
 * Beside every page's title: copies the page's address, whose query holds the page's shareable
 * state (kit `useUrlState`), and says so in a toast. Its name stays `Share`; the icon confirms.
 */
export function ShareButton() {
  const { copied, copy } = useCopyToClipboard();
  return (
    <Button
      variant="ghost"
      size="icon"
      className={styles.share}
      aria-label="Share"
      title="Share: copy this page's link"
      onClick={async () => {
        if (await copy(window.location.href))
          toast.success('Link copied', 'Anyone who opens it sees this page as it is now.');
      }}
    >
      {copied ? <Check size={20} aria-hidden /> : <Share2 size={20} aria-hidden />}
    </Button>
  );
}
