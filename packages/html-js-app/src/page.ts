'use client';

import { HtmlJsAppPage } from './HtmlJsAppPage';

export { HtmlJsAppPage };
export default HtmlJsAppPage;
