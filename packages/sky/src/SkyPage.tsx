import { PageHeader } from '@demos/kit';
import * as styles from './SkyPage.css';

export function SkyPage() {
  return (
    <div className={styles.page}>
      <PageHeader title="Interactive Sky" description="" />
    </div>
  );
}
