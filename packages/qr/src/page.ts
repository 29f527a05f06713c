'use client';

import { QrPage } from './QrPage';

export type { QrPageProps } from './QrPage';
export { createQrStore, type QrState, type QrStore, type QrStoreOptions } from './store';
export { QrPage };
export default QrPage;
