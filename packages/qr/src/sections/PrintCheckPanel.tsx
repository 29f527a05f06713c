import { Badge, Button, format, TextField } from '@demos/kit';
import { Printer } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { CONDITIONS, minPrintWidthCm, type PrintFix, type PrintVerdict } from '../print/printCheck';
import { runPrintCheckInBrowser } from '../print/runInBrowser';
import * as styles from '../QrPage.css';
import type { RenderOutput } from '../render';
import type { QrStore } from '../store';
import { STYLE_MESSAGES, type StyleMessages } from '../style/styleI18n';
import type { QrRender } from '../useQrRender';

const DISTANCE = { min: 5, max: 1000 };
const WIDTH = { min: 0.5, max: 200 };

/** A number typed with a point or a comma, or NaN. */
const parseCm = (text: string) =>
  /^\d+([.,]\d+)?$/.test(text.trim()) ? Number(text.trim().replace(',', '.')) : Number.NaN;
const inRange = (value: number, range: { min: number; max: number }) =>
  value >= range.min && value <= range.max;

function fixText(m: StyleMessages, fix: PrintFix, cm: (n: number) => string) {
  if (fix.code === 'level') return format(m.fixLevel, { level: fix.level });
  if (fix.code === 'contrast') return m.fixContrast;
  return format(m.fixSize, { cm: cm(fix.cm) });
}

function Verdict({ m, verdict, cm }: { m: StyleMessages; verdict: PrintVerdict; cm: (n: number) => string }) {
  return (
    <div className={styles.optionStack}>
      <p className={styles.meta}>
        <Badge tone={verdict.passed === verdict.total ? 'success' : 'danger'}>
          {format(m.verdict, { passed: verdict.passed, total: verdict.total })}
        </Badge>
      </p>
      <ul className={styles.reasonList}>
        {verdict.results.map(({ condition, reads }) => (
          <li key={condition}>
            {m.conditions[condition]}: {reads ? m.reads : m.fails}
          </li>
        ))}
      </ul>
      {verdict.fixes.length > 0 && (
        <ul className={styles.reasonList}>
          {verdict.fixes.map((fix) => (
            <li key={JSON.stringify(fix)}>
              <strong>{fixText(m, fix, cm)}</strong>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

type Run =
  | { state: 'idle' }
  | { state: 'running'; code: RenderOutput; done: number }
  | { state: 'done'; code: RenderOutput; verdict: PrintVerdict }
  | { state: 'failed'; code: RenderOutput };

/** Print check: the smallest size for a distance, and simulated photos of the print decoded. */
export default function PrintCheckPanel({ store, render }: { store: QrStore; render: QrRender }) {
  const locale = useStore(store, (s) => s.locale);
  const m = STYLE_MESSAGES[locale];
  const [distance, setDistance] = useState('30');
  const [width, setWidth] = useState('');
  const [run, setRun] = useState<Run>({ state: 'idle' });
  const abort = useRef<AbortController | null>(null);
  const { drawn, drawOptions, payload, canDownload } = render;
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const cm = (n: number) => number.format(n);

  // Closing the panel stops a check under way.
  useEffect(() => () => abort.current?.abort(), []);
  // A new code, distance or width makes an earlier verdict stale.
  const reset = () => {
    abort.current?.abort();
    setRun({ state: 'idle' });
  };
  const shown: Run = run.state !== 'idle' && run.code !== drawn ? { state: 'idle' } : run;

  const distanceCm = parseCm(distance);
  const distanceOk = inRange(distanceCm, DISTANCE);
  const widthCm = width.trim() === '' ? null : parseCm(width);
  const widthOk = widthCm === null || inRange(widthCm, WIDTH);
  const minWidthCm =
    drawn && drawOptions && distanceOk
      ? minPrintWidthCm(distanceCm, drawn.moduleCount, drawOptions.margin)
      : null;

  const start = () => {
    if (!drawn || !drawOptions || payload === null || minWidthCm === null || !widthOk) return;
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setRun({ state: 'running', code: drawn, done: 0 });
    const input = {
      png: drawn.png,
      payload,
      level: drawOptions.level,
      widthCm: widthCm ?? minWidthCm,
      minWidthCm,
      distanceCm,
    };
    runPrintCheckInBrowser(
      input,
      (done) => setRun({ state: 'running', code: drawn, done }),
      controller.signal,
    )
      .then((verdict) => {
        if (verdict) setRun({ state: 'done', code: drawn, verdict });
      })
      .catch((error: unknown) => {
        console.warn('Print check failed:', error);
        if (!controller.signal.aborted) setRun({ state: 'failed', code: drawn });
      });
  };

  return (
    <div className={styles.optionStack}>
      <div className={styles.optionsGrid}>
        <TextField
          label={m.distance}
          inputMode="decimal"
          value={distance}
          error={distanceOk ? undefined : format(m.distanceRange, DISTANCE)}
          onChange={(event) => {
            reset();
            setDistance(event.target.value);
          }}
        />
        <TextField
          label={m.printWidth}
          inputMode="decimal"
          value={width}
          description={m.printWidthHint}
          error={widthOk ? undefined : format(m.widthRange, { min: cm(WIDTH.min), max: cm(WIDTH.max) })}
          onChange={(event) => {
            reset();
            setWidth(event.target.value);
          }}
        />
      </div>
      {minWidthCm !== null && (
        <p className={styles.hint}>{format(m.minSize, { distance: cm(distanceCm), cm: cm(minWidthCm) })}</p>
      )}
      {!canDownload && <p className={styles.hint}>{m.needCode}</p>}
      <div className={styles.actions}>
        <Button
          variant="primary"
          icon={Printer}
          disabled={!canDownload || minWidthCm === null || !widthOk || shown.state === 'running'}
          onClick={start}
        >
          {m.runCheck}
        </Button>
      </div>
      <div role="status" aria-live="polite">
        {shown.state === 'running' && (
          <p className={styles.hint}>
            {format(m.checking, { done: Math.min(shown.done, CONDITIONS.length), total: CONDITIONS.length })}
          </p>
        )}
        {shown.state === 'failed' && <p className={styles.warning}>{m.checkFailed}</p>}
        {shown.state === 'done' && <Verdict m={m} verdict={shown.verdict} cm={cm} />}
      </div>
    </div>
  );
}
