'use client';

import { BashAppPage } from './BashAppPage';

export { BashAppPage };
export default BashAppPage;
