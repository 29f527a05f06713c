'use client';

import { GoAppPage } from './GoAppPage';

export { GoAppPage };
export default GoAppPage;
