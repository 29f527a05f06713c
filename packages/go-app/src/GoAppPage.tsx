import { PageHeader } from '@demos/kit';
import * as styles from './GoAppPage.css';

export function GoAppPage() {
  return (
    <div className={styles.page}>
      <PageHeader title="Application" description="" />
    </div>
  );
}
