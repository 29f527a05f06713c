import { PageHeader } from '@demos/kit';
import * as styles from './IpfsDeploymentPage.css';

export function IpfsDeploymentPage() {
  return (
    <div className={styles.page}>
      <PageHeader title="IPFS Deployment" description="" />
    </div>
  );
}
