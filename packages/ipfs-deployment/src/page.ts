'use client';

import { IpfsDeploymentPage } from './IpfsDeploymentPage';

export { IpfsDeploymentPage };
export default IpfsDeploymentPage;
