import { Badge, Card, format } from '@demos/kit';
import type { Messages } from '../core/i18n';
import * as styles from '../QrPage.css';

/** The exact text the code encodes, and its length in bytes. */
export function DataCard({ t, payload }: { t: Messages; payload: string | null }) {
  return (
    <Card
      title={t.dataTitle}
      aria-label={t.dataTitle}
      actions={
        payload !== null ? (
          <Badge tone="info">{format(t.bytes, { bytes: new TextEncoder().encode(payload).length })}</Badge>
        ) : undefined
      }
    >
      {payload === null ? (
        <p className={styles.hint}>{t.dataEmpty}</p>
      ) : (
        <pre className={styles.data}>{payload}</pre>
      )}
    </Card>
  );
}
