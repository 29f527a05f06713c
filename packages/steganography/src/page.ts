'use client';

import { SteganographyPage } from './SteganographyPage';

export {
  createDefaultWorker,
  createInProcessClient,
  createWorkerClient,
  type StegoClient,
} from './client';
export { type SteganographyPageProps, statusTone } from './SteganographyPage';
export { createStegoStore, type StegoStore } from './store';
export { SteganographyPage };
export default SteganographyPage;
