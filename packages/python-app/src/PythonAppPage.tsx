import { PageHeader } from '@demos/kit';
import * as styles from './PythonAppPage.css';

export function PythonAppPage() {
  return (
    <div className={styles.page}>
      <PageHeader title="Analytics" description="" />
    </div>
  );
}
