'use client';

import { EmailWriterPage } from './EmailWriterPage';

export { EmailWriterPage };
export default EmailWriterPage;
