'use client';

import { CodeConverterPage } from './CodeConverterPage';

export { CodeConverterPage };
export default CodeConverterPage;
