'use client';

import { PythonAppPage } from './PythonAppPage';

export { PythonAppPage };
export default PythonAppPage;
