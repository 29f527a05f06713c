'use client';

import { ElectrumxPage } from './ElectrumxPage';

export { ElectrumxPage };
export default ElectrumxPage;
