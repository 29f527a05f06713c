'use client';

import { PrivnotePage } from './PrivnotePage';

export { PrivnotePage };
export default PrivnotePage;
