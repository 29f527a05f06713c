import { defineDemo, defineIcon } from '@demos/kit/manifest';
import { QrCode } from 'lucide';

export const manifest = defineDemo({
  id: 'qr',
  path: '/qr-generator',
  title: 'QR Generator',
  group: 'Web',
  icon: defineIcon('qr-code', QrCode),
  load: () => import('./page'),
});
