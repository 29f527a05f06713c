import { PageHeader } from '@demos/kit';
import * as styles from './SteganographyPage.css';

export function SteganographyPage() {
  return (
    <div className={styles.page}>
      <PageHeader title="Steganography" description="" />
    </div>
  );
}
