import { PageHeader } from '@demos/kit';
import * as styles from './BoatServicesPage.css';

export function BoatServicesPage() {
  return (
    <div className={styles.page}>
      <PageHeader title="Boat Services" description="" />
    </div>
  );
}
