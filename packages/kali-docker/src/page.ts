'use client';

import { KaliDockerPage } from './KaliDockerPage';

export { KaliDockerPage };
export default KaliDockerPage;
