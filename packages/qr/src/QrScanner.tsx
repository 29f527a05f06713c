import { Badge, Button, CopyButton, FileDrop, format } from '@demos/kit';
import { Camera, CameraOff, CircleAlert, PencilLine } from 'lucide-react';
import { useRef } from 'react';
import { DEFAULT_LOCALE, type Locale } from './core/i18n';
import * as styles from './QrPage.css';
import { SCAN_MESSAGES, type ScanMessages } from './scanner/messages';
import type { ScanResult } from './scanner/readPicture';
import { type ScanProblem, type ScanStatus, useScanner } from './scanner/useScanner';

export type { ScanResult } from './scanner/readPicture';

export interface QrScannerProps {
  /** Called with every code found in a picture or a camera frame (an empty list when a picture holds none). */
  onResult?: (results: ScanResult[]) => void;
  /** Shows `Edit in generator` on each result; called with the result chosen. */
  onEdit?: (result: ScanResult) => void;
  /** The scanner's language (en-US by default). */
  locale?: Locale;
  className?: string;
}

function statusText(t: ScanMessages, status: ScanStatus, count: number): string {
  if (status === 'reading') return t.reading;
  if (status === 'camera') return t.cameraLooking;
  if (status === 'done') {
    if (count === 0) return t.none;
    return count === 1 ? t.foundOne : format(t.found, { count });
  }
  return '';
}

const CAMERA_PROBLEMS: readonly ScanProblem[] = ['cameraDenied', 'cameraMissing', 'cameraUnavailable'];

function ResultItem({
  t,
  result,
  n,
  onEdit,
}: {
  t: ScanMessages;
  result: ScanResult;
  n: number;
  onEdit?: (result: ScanResult) => void;
}) {
  return (
    <li className={styles.result} data-scan-result={result.type}>
      <h3 className={styles.resultHeading}>
        {format(t.result, { n })}
        <Badge tone="info">{t.types[result.type]}</Badge>
      </h3>
      <dl className={styles.fields}>
        <dt className={styles.fieldName}>{t.type}</dt>
        <dd className={styles.fieldValue}>{t.types[result.type]}</dd>
        {result.fields.map(({ field, value }) => (
          <div key={field} className={styles.fieldRow}>
            <dt className={styles.fieldName}>{t.fields[field]}</dt>
            <dd className={styles.fieldValue}>{value}</dd>
          </div>
        ))}
      </dl>
      <pre className={styles.data}>{result.text}</pre>
      {result.type === 'url' && <p className={styles.hint}>{t.notOpened}</p>}
      <div className={styles.resultActions}>
        {onEdit && (
          <Button variant="primary" size="sm" icon={PencilLine} onClick={() => onEdit(result)}>
            {t.edit}
          </Button>
        )}
        <CopyButton text={result.text} label={t.copy} copiedLabel={t.copied} />
      </div>
    </li>
  );
}

/**
 * Reads QR codes from a picture (chosen, dropped or pasted with Ctrl/⌘+V) or from the camera, on
 * the device. Every code in the picture is listed with its text, its type and fields; a link is
 * shown, never opened. Usable on its own: `<QrScanner onResult={(codes) => …} />`.
 */
export function QrScanner({ onResult, onEdit, locale = DEFAULT_LOCALE, className }: QrScannerProps) {
  const t = SCAN_MESSAGES[locale];
  const video = useRef<HTMLVideoElement>(null);
  const scanner = useScanner(onResult, video);
  const { status, results, problem, file, cameraOn } = scanner;
  const cameraProblem = problem && CAMERA_PROBLEMS.includes(problem) ? problem : null;
  return (
    <div className={className ? `${styles.scanner} ${className}` : styles.scanner} lang={locale}>
      <p className={styles.hint}>{t.hint}</p>
      <div className={styles.scanInputs}>
        <FileDrop
          label={t.image}
          accept="image/*"
          file={file}
          error={problem === 'notImage' ? t.notImage : undefined}
          chooseLabel={t.choose}
          dropLabel={t.drop}
          clearLabel={t.remove}
          clearAriaLabel={() => t.removeImage}
          onFileChange={(chosen) => void scanner.readFile(chosen)}
        />
        <Button
          className={styles.cameraButton}
          variant="secondary"
          icon={cameraOn ? CameraOff : Camera}
          onClick={() => (cameraOn ? scanner.stopCamera() : void scanner.startCamera())}
        >
          {cameraOn ? t.stopCamera : t.camera}
        </Button>
      </div>
      {cameraOn && (
        <video ref={video} className={styles.video} aria-label={t.cameraLabel} muted playsInline />
      )}
      {cameraProblem && (
        <p className={styles.scanProblem} role="alert">
          <CircleAlert size={16} aria-hidden className={styles.blockedIcon} />
          {t[cameraProblem]}
        </p>
      )}
      <p className={styles.scanStatus} role="status">
        {statusText(t, status, results.length)}
      </p>
      {results.length > 0 && (
        <ol className={styles.results}>
          {results.map((result, i) => (
            <ResultItem
              key={result.corners.map((p) => `${Math.round(p.x)},${Math.round(p.y)}`).join(' ')}
              t={t}
              result={result}
              n={i + 1}
              onEdit={onEdit}
            />
          ))}
        </ol>
      )}
    </div>
  );
}
