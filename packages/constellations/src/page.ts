'use client';

import { ConstellationsPage } from './ConstellationsPage';

export { ConstellationsPage };
export default ConstellationsPage;
