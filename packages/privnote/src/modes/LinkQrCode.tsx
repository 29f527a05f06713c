import { Button } from '@demos/kit';
import { QrCode } from 'lucide-react';
import { useState } from 'react';
import type { LinkQr } from '../core/linkQr';
import { MESSAGES } from '../messages';
import * as styles from '../PrivnotePage.css';

type QrState = { kind: 'hidden' } | { kind: 'loading' } | { kind: 'shown'; qr: LinkQr } | { kind: 'failed' };

/** The note link as a QR code, drawn with `qrcode` loaded on the first click. */
export function LinkQrCode({
  link,
  label = MESSAGES.qrLabel,
  showLabel = MESSAGES.showQr,
  hideLabel = MESSAGES.hideQr,
}: {
  link: string;
  /** The drawing's name, and the button's words (a page with several links names each). */
  label?: string;
  showLabel?: string;
  hideLabel?: string;
}) {
  const [state, setState] = useState<QrState>({ kind: 'hidden' });
  const shown = state.kind === 'shown';

  const show = async () => {
    setState({ kind: 'loading' });
    try {
      const { linkQr } = await import('../core/linkQr');
      setState({ kind: 'shown', qr: linkQr(link) });
    } catch (error) {
      console.warn('Drawing the QR code failed:', error);
      setState({ kind: 'failed' });
    }
  };

  return (
    <div className={styles.qrBlock}>
      <div>
        <Button
          variant="outline"
          className={styles.iconButton}
          icon={QrCode}
          busy={state.kind === 'loading'}
          aria-expanded={shown}
          onClick={() => (shown ? setState({ kind: 'hidden' }) : void show())}
        >
          {shown ? hideLabel : showLabel}
        </Button>
      </div>
      {state.kind === 'failed' && (
        <p className={styles.fieldError} role="alert">
          {MESSAGES.qrFailed}
        </p>
      )}
      {state.kind === 'shown' && (
        // Dark modules on white in both themes: scanners expect it.
        <svg
          className={styles.qr}
          role="img"
          aria-label={label}
          viewBox={`0 0 ${state.qr.size} ${state.qr.size}`}
          shapeRendering="crispEdges"
        >
          <rect width={state.qr.size} height={state.qr.size} fill="#ffffff" />
          <path d={state.qr.path} fill="#000000" />
        </svg>
      )}
    </div>
  );
}
