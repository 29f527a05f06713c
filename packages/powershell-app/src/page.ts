'use client';

import { PowerShellPage } from './PowerShellPage';

export { PowerShellPage };
export default PowerShellPage;
