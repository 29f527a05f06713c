import { PageHeader } from '@demos/kit';
import * as styles from './ArbitragePage.css';

export function ArbitragePage() {
  return (
    <div className={styles.page}>
      <PageHeader title="Arbitrage Bot" description="" />
    </div>
  );
}
