import { PageHeader } from '@demos/kit';
import * as styles from './PortfolioPage.css';

export function PortfolioPage() {
  return (
    <div className={styles.page}>
      <PageHeader title="Portfolio Site" description="" />
    </div>
  );
}
