import { defineDemo, defineIcon } from '@demos/kit/manifest';
import { QrCode } from 'lucide';

export const manifest = defineDemo({
  id: 'qr',
  path: '/qr-generator',
  title: 'QR Generator',
  group: 'Web',
  description: 'Make QR codes for links, text and contacts, verified by decoding them on the spot.',
  keywords: ['qr code', 'barcode', 'vcard', 'wifi', 'png', 'svg'],
  createdAt: '2026-11-22',
  icon: defineIcon('qr-code', QrCode),
  load: () => import('./page'),
});
