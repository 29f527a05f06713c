'use client';

import { CliPage } from './CliPage';

export { CliPage };
export default CliPage;
