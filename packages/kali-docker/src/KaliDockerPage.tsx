import { PageHeader } from '@demos/kit';
import * as styles from './KaliDockerPage.css';

export function KaliDockerPage() {
  return (
    <div className={styles.page}>
      <PageHeader title="Kali Docker Deploy" description="" />
    </div>
  );
}
