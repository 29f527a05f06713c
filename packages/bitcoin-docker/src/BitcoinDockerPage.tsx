import { PageHeader } from '@demos/kit';
import * as styles from './BitcoinDockerPage.css';

export function BitcoinDockerPage() {
  return (
    <div className={styles.page}>
      <PageHeader title="Bitcoin Node & Indexer" description="" />
    </div>
  );
}
