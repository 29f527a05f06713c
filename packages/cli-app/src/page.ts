'use client';

import { CliAppPage } from './CliAppPage';

export { CliAppPage };
export default CliAppPage;
