import { PageHeader } from '@demos/kit';
import * as styles from './PrivnotePage.css';

export function PrivnotePage() {
  return (
    <div className={styles.page}>
      <PageHeader title="Secret Notes" description="" />
    </div>
  );
}
