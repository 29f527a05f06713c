'use client';

import { BitcoinDockerPage } from './BitcoinDockerPage';

export { BitcoinDockerPage };
export default BitcoinDockerPage;
