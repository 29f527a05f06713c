import { Button, FileDrop, format, Progress } from '@demos/kit';
import { CircleAlert, FileArchive, X } from 'lucide-react';
import * as styles from '../batch/Batch.css';
import { BatchHelp } from '../batch/BatchHelp';
import { BatchPreview } from '../batch/BatchPreview';
import { BATCH_TYPES } from '../batch/columns';
import { BATCH_MESSAGES, type BatchMessages } from '../batch/messages';
import { type BatchState, useBatch } from '../batch/useBatch';
import type { Locale, Messages } from '../core/i18n';
import { LabelledSelect } from './LabelledSelect';

function statusText(t: BatchMessages, state: BatchState, locale: Locale): string {
  if (state.phase === 'cancelled') return t.cancelled;
  if (state.phase === 'failed') return format(t.failed, { message: state.message });
  if (state.phase !== 'done') return '';
  const { made, unreadable, ms } = state.result;
  return format(t.done, {
    count: made,
    seconds: (ms / 1000).toLocaleString(locale, { maximumFractionDigits: 1 }),
    unreadable: unreadable.length,
  });
}

/**
 * The Batch tab: a CSV in, its rows checked with the generator's own rules, and a ZIP out of PNG
 * or SVG codes (each decoded before it is added) with `manifest.csv`, made in a Web Worker.
 */
export function BatchPanel({ locale, page }: { locale: Locale; page: Messages }) {
  const t = BATCH_MESSAGES[locale];
  const batch = useBatch(locale, BATCH_TYPES);
  const { parsed, state } = batch;
  const rows = parsed?.ok ? parsed.rows : [];
  const ready = rows.filter((row) => row.problem === null).length;
  const making = state.phase === 'making';
  return (
    <div className={styles.batch} lang={locale}>
      <p className={styles.status}>{t.hint}</p>
      <BatchHelp t={t} page={page} />
      <FileDrop
        label={t.file}
        accept=".csv,text/csv"
        file={batch.file}
        invalid={batch.fileProblem !== null}
        chooseLabel={t.choose}
        dropLabel={t.drop}
        clearLabel={t.remove}
        clearAriaLabel={(file) => format(t.removeFile, { name: file.name })}
        onFileChange={(chosen) => void batch.choose(chosen)}
        disabled={making}
      />
      {batch.fileProblem && (
        <p className={styles.alert} role="alert">
          <CircleAlert size={16} aria-hidden className={styles.alertIcon} />
          {batch.fileProblem}
        </p>
      )}
      {rows.length > 0 && <BatchPreview locale={locale} rows={rows} types={BATCH_TYPES} />}
      {rows.length > 0 && (
        <div className={styles.actions}>
          <LabelledSelect
            label={t.formatLabel}
            value={batch.format}
            disabled={making}
            onChange={(value) => batch.setFormat(value === 'svg' ? 'svg' : 'png')}
          >
            <option value="png">PNG</option>
            <option value="svg">SVG</option>
          </LabelledSelect>
          <Button
            variant="primary"
            icon={FileArchive}
            disabled={ready === 0}
            busy={making}
            onClick={() => void batch.make()}
          >
            {format(t.make, { count: ready })}
          </Button>
          {making && (
            <Button variant="secondary" icon={X} onClick={batch.stop}>
              {t.cancel}
            </Button>
          )}
          {state.phase === 'done' && (
            <Button variant="ghost" onClick={() => batch.saveZip(state.result)}>
              {t.downloadAgain}
            </Button>
          )}
        </div>
      )}
      {making && (
        <Progress label={t.making} value={state.total ? Math.floor((100 * state.done) / state.total) : 0} />
      )}
      <p className={styles.status} role="status">
        {statusText(t, state, locale)}
      </p>
    </div>
  );
}
