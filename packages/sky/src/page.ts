'use client';

import { SkyPage } from './SkyPage';

export { SkyPage };
export default SkyPage;
