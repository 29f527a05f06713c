import { PageHeader } from '@demos/kit';
import * as styles from './EmailWriterPage.css';

export function EmailWriterPage() {
  return (
    <div className={styles.page}>
      <PageHeader title="Email Writer" description="" />
    </div>
  );
}
