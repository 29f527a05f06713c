import { PageHeader } from '@demos/kit';
import * as styles from './BashAppPage.css';

export function BashAppPage() {
  return (
    <div className={styles.page}>
      <PageHeader title="Bash Script" description="" />
    </div>
  );
}
