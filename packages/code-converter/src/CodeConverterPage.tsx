import { PageHeader } from '@demos/kit';
import * as styles from './CodeConverterPage.css';

export function CodeConverterPage() {
  return (
    <div className={styles.page}>
      <PageHeader title="Code Converter" description="" />
    </div>
  );
}
