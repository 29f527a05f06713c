import { defineDemo, defineIcon } from '@demos/kit/manifest';
import { ScanEye } from 'lucide';

export const manifest = defineDemo({
  id: 'steganography',
  path: '/steganography',
  title: 'Steganography',
  group: 'Web',
  icon: defineIcon('scan-eye', ScanEye),
  load: () => import('./page'),
});
