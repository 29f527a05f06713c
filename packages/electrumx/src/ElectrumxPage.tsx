import { PageHeader } from '@demos/kit';
import * as styles from './ElectrumxPage.css';

export function ElectrumxPage() {
  return (
    <div className={styles.page}>
      <PageHeader title="ElectrumX Install" description="" />
    </div>
  );
}
