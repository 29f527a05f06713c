'use client';

import { ReactAppPage } from './ReactAppPage';

export { ReactAppPage };
export default ReactAppPage;
