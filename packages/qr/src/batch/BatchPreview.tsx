import { format } from '@demos/kit';
import { CircleAlert } from 'lucide-react';
import type { Locale } from '../core/i18n';
import * as styles from './Batch.css';
import { BATCH_MESSAGES, rowProblemText, rowText } from './messages';
import type { BatchRow } from './rows';

/** Rows shown in the preview table (the errors list names every row with a problem). */
export const PREVIEW_ROWS = 50;

/** The rows read from the CSV: a count, every row with an error (`Row 7: Invalid IBAN`), and the first rows. */
export function BatchPreview({
  locale,
  rows,
  types,
}: {
  locale: Locale;
  rows: BatchRow[];
  types: readonly string[];
}) {
  const t = BATCH_MESSAGES[locale];
  const bad = rows.filter((row) => row.problem !== null);
  const shown = rows.slice(0, PREVIEW_ROWS);
  return (
    <>
      <p className={styles.status} data-batch-summary>
        {format(t.summary, { rows: rows.length, ready: rows.length - bad.length, errors: bad.length })}
      </p>
      {bad.length > 0 && (
        <section className={styles.help} aria-labelledby="qr-batch-errors">
          <h3 id="qr-batch-errors" className={styles.heading}>
            {t.errorsTitle}
          </h3>
          <ul className={styles.errors} data-batch-errors>
            {bad.map(
              ({ row, problem }) => problem && <li key={row}>{rowText(locale, row, problem, types)}</li>,
            )}
          </ul>
        </section>
      )}
      <div className={styles.help}>
        <h3 id="qr-batch-preview" className={styles.heading}>
          {t.previewTitle}
        </h3>
        {rows.length > shown.length && (
          <p className={styles.status}>
            {format(t.previewFirst, { shown: shown.length, rows: rows.length })}
          </p>
        )}
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling table must be reachable by keyboard */}
        <section className={styles.tableWrap} tabIndex={0} aria-labelledby="qr-batch-preview">
          <table className={styles.table}>
            <thead>
              <tr>
                {[t.rowHeading, t.fileHeading, t.typeColumn, t.dataHeading].map((heading) => (
                  <th key={heading} className={styles.headCell} scope="col">
                    {heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {shown.map(({ row, name, type, data, problem }) => (
                <tr key={row}>
                  <td className={styles.cell}>{row}</td>
                  <td className={`${styles.cell} ${styles.code}`}>{problem ? '—' : name}</td>
                  <td className={styles.cell}>{type}</td>
                  {problem ? (
                    <td className={styles.errorCell}>
                      <CircleAlert size={14} aria-hidden className={styles.alertIcon} />{' '}
                      {rowProblemText(locale, problem, types)}
                    </td>
                  ) : (
                    <td className={styles.dataCell}>{data}</td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </div>
    </>
  );
}
