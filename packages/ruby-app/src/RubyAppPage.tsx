import { PageHeader } from '@demos/kit';
import * as styles from './RubyAppPage.css';

export function RubyAppPage() {
  return (
    <div className={styles.page}>
      <PageHeader title="Data Processor" description="" />
    </div>
  );
}
