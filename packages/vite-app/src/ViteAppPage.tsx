import { PageHeader } from '@demos/kit';
import * as styles from './ViteAppPage.css';

export function ViteAppPage() {
  return (
    <div className={styles.page}>
      <PageHeader title="Vite Project" description="" />
    </div>
  );
}
