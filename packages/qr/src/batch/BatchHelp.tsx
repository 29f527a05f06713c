import { Button, Collapsible, downloadBlob, format } from '@demos/kit';
import { FileDown } from 'lucide-react';
import type { Messages } from '../core/i18n';
import * as styles from './Batch.css';
import { BATCH_TYPES, DATA_COLUMN, FILENAME_COLUMN, TYPE_COLUMNS } from './columns';
import { templateCsv } from './csv';
import type { BatchMessages } from './messages';

/** The columns each type reads, with a downloadable template (header and one valid row) per type. */
export function BatchHelp({ t, page }: { t: BatchMessages; page: Messages }) {
  return (
    <Collapsible label={t.columnsTitle}>
      <div className={styles.help}>
        <p className={styles.status}>{t.columnsIntro}</p>
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th className={styles.headCell} scope="col">
                  {t.typeHeading}
                </th>
                <th className={styles.headCell} scope="col">
                  {t.columnsHeading}
                </th>
                <th className={styles.headCell} scope="col">
                  {t.templateHeading}
                </th>
              </tr>
            </thead>
            <tbody>
              {BATCH_TYPES.map((type) => (
                <tr key={type}>
                  <th className={styles.cell} scope="row">
                    <code className={styles.code}>{type}</code> ({page.tabs[type]})
                  </th>
                  <td className={`${styles.cell} ${styles.code}`}>
                    {[...TYPE_COLUMNS[type], FILENAME_COLUMN].join(', ')}
                  </td>
                  <td className={styles.cell}>
                    <Button
                      variant="ghost"
                      size="sm"
                      icon={FileDown}
                      aria-label={format(t.templateFor, { type: page.tabs[type] })}
                      onClick={() =>
                        downloadBlob(templateCsv(type), `qr-batch-${type}.csv`, 'text/csv;charset=utf-8')
                      }
                    >
                      {t.template}
                    </Button>
                  </td>
                </tr>
              ))}
              <tr>
                <th className={styles.cell} scope="row">
                  <code className={styles.code}>{DATA_COLUMN}</code>
                </th>
                <td className={`${styles.cell} ${styles.code}`}>{`${t.dataRow}, ${FILENAME_COLUMN}`}</td>
                <td className={styles.cell} />
              </tr>
            </tbody>
          </table>
        </div>
      </div>
    </Collapsible>
  );
}
