'use client';

import { PowershellAppPage } from './PowershellAppPage';

export { PowershellAppPage };
export default PowershellAppPage;
