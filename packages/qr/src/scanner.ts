'use client';

export { QrScanner, type QrScannerProps, type ScanResult } from './QrScanner';
