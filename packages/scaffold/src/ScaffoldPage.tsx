import { PageHeader } from '@demos/kit';
import * as styles from './ScaffoldPage.css';

export function ScaffoldPage() {
  return (
    <div className={styles.page}>
      <PageHeader title="Scaffold Generator" description="" />
    </div>
  );
}
