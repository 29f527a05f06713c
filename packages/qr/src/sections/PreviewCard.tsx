import { Badge, Button, Card, CopyButton, downloadBlob, format } from '@demos/kit';
import { CircleAlert, CircleCheck, Download, FileCode2, Loader } from 'lucide-react';
import { useId } from 'react';
import type { Messages } from '../core/i18n';
import { DEFAULT_OPTIONS } from '../core/options';
import type { QrTab } from '../core/payload';
import { QR_SIZE, type QrTheme } from '../core/qr';
import * as styles from '../QrPage.css';
import type { QrRender } from '../useQrRender';

interface PreviewProps {
  t: Messages;
  tab: QrTab;
  theme: QrTheme;
  render: QrRender;
}

/** The drawing, or why there is none: too long, nothing to encode, a field to fix, still drawing. */
function Preview({ t, render }: Pick<PreviewProps, 't' | 'render'>) {
  const { tooLong, drawn, previewUrl, drawOptions, placeholder } = render;
  if (tooLong) {
    return (
      <p className={styles.tooLong} role="alert">
        <CircleAlert size={18} aria-hidden />
        {format(t.tooLong, {
          bytes: tooLong.bytes,
          max: tooLong.max,
          level: drawOptions?.level ?? DEFAULT_OPTIONS.level,
        })}
      </p>
    );
  }
  if (drawn && previewUrl) {
    return (
      <img
        className={styles.qrImage}
        src={previewUrl}
        alt={t.previewAlt}
        width={QR_SIZE}
        height={Math.round((QR_SIZE * drawn.height) / drawn.side)}
      />
    );
  }
  return <p className={styles.placeholder}>{placeholder}</p>;
}

/** What a decoder made of the drawing, its version and size; or that it is still being checked. */
function ScanBadges({ t, render }: Pick<PreviewProps, 't' | 'render'>) {
  const { drawn, payload, drawOptions, tooLong, renderError } = render;
  if (drawn) {
    return (
      <div className={styles.meta}>
        {drawn.pngReads && drawn.svgReads ? (
          <Badge tone="success">
            <CircleCheck size={14} aria-hidden /> {t.scanOk}
          </Badge>
        ) : (
          <Badge tone="danger">
            <CircleAlert size={14} aria-hidden /> {t.scanFailed}
          </Badge>
        )}
        <Badge>{format(t.version, { version: drawn.version })}</Badge>
        <Badge>{format(t.modules, { count: drawn.moduleCount })}</Badge>
      </div>
    );
  }
  if (payload === null || drawOptions === null || tooLong || renderError) return null;
  return (
    <div className={styles.meta}>
      <Badge tone="info">
        <Loader size={14} aria-hidden /> {t.scanning}
      </Badge>
    </div>
  );
}

/** The code as drawn, with its downloads (blocked while a decoder cannot read it) and the data's copy. */
export function PreviewCard({ t, tab, theme, render }: PreviewProps) {
  const { drawn, payload, tooLong, reasons, canDownload } = render;
  const reasonId = useId();
  const describedBy = reasons.length > 0 ? reasonId : undefined;
  return (
    <Card title={t.previewTitle} className={styles.previewCard}>
      <div className={styles.preview}>
        <Preview t={t} render={render} />
      </div>
      {theme === 'dark' && <p className={styles.previewNote}>{t.darkPreviewNote}</p>}
      <ScanBadges t={t} render={render} />
      <div className={styles.actions}>
        <Button
          variant="primary"
          icon={Download}
          disabled={!canDownload}
          aria-describedby={describedBy}
          onClick={() => drawn && downloadBlob(drawn.png, `qr-code-${tab}.png`)}
        >
          {t.download}
        </Button>
        <Button
          variant="secondary"
          icon={FileCode2}
          disabled={!canDownload}
          aria-describedby={describedBy}
          onClick={() =>
            drawn && downloadBlob(drawn.svg, `qr-code-${tab}.svg`, 'image/svg+xml;charset=utf-8')
          }
        >
          {t.downloadSvg}
        </Button>
        <CopyButton
          size="md"
          text={payload ?? ''}
          disabled={payload === null || tooLong !== null}
          label={t.copyData}
          copiedLabel={t.copied}
        />
      </div>
      {reasons.length > 0 && (
        <div id={reasonId} className={styles.blocked} role="status">
          <CircleAlert size={16} aria-hidden className={styles.blockedIcon} />
          <div>
            <strong>{t.downloadBlocked}</strong>
            <ul className={styles.reasonList}>
              {reasons.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
          </div>
        </div>
      )}
    </Card>
  );
}
