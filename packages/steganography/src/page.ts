'use client';

import { SteganographyPage } from './SteganographyPage';

export {
  createDefaultWorker,
  createInProcessClient,
  createWorkerClient,
  type StegoClient,
} from './client';
export type { SteganographyPageProps } from './SteganographyPage';
export type { Status, StatusTone } from './status';
export { createStegoStore, type StegoStore } from './store';
export { SteganographyPage };
export default SteganographyPage;
