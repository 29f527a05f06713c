import { PageHeader } from '@demos/kit';
import * as styles from './ReactAppPage.css';

export function ReactAppPage() {
  return (
    <div className={styles.page}>
      <PageHeader title="Web App" description="" />
    </div>
  );
}
