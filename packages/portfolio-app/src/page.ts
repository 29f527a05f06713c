'use client';

import { PortfolioAppPage } from './PortfolioAppPage';

export { PortfolioAppPage };
export default PortfolioAppPage;
