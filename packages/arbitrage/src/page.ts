'use client';

import { ArbitragePage } from './ArbitragePage';

export { ArbitragePage };
export default ArbitragePage;
