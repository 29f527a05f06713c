'use client';

import { ViteAppPage } from './ViteAppPage';

export { ViteAppPage };
export default ViteAppPage;
