import { PageHeader } from '@demos/kit';
import * as styles from './QrPage.css';

export function QrPage() {
  return (
    <div className={styles.page}>
      <PageHeader title="QR Generator" description="" />
    </div>
  );
}
