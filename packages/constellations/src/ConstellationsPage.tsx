import { PageHeader } from '@demos/kit';
import * as styles from './ConstellationsPage.css';

export function ConstellationsPage() {
  return (
    <div className={styles.page}>
      <PageHeader title="Constellations" description="" />
    </div>
  );
}
