'use client';

import { PortfolioPage } from './PortfolioPage';

export { PortfolioPage };
export default PortfolioPage;
