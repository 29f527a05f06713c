import { PageHeader } from '@demos/kit';
import * as styles from './PowerShellPage.css';

export function PowerShellPage() {
  return (
    <div className={styles.page}>
      <PageHeader title="PowerShell" description="" />
    </div>
  );
}
