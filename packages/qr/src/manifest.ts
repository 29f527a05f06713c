import { defineDemo } from '@demos/kit';
import { QrCode } from 'lucide-react';

export const manifest = defineDemo({
  id: 'qr',
  path: '/qr-generator',
  title: 'QR Generator',
  group: 'Web',
  icon: QrCode,
  load: () => import('./page'),
});
