'use client';

import { QrPage } from './QrPage';

export type { QrPageProps } from './QrPage';
export { QrScanner, type QrScannerProps, type ScanResult } from './QrScanner';
export { createQrStore, type QrState, type QrStore, type QrStoreOptions } from './store';
export { QrPage };
export default QrPage;
