import { defineDemo, defineIcon } from '@demos/kit/manifest';
import { ScanEye } from 'lucide';

export const manifest = defineDemo({
  id: 'steganography',
  path: '/steganography',
  title: 'Steganography',
  group: 'Web',
  description:
    'Hide a file inside an image and read it back, with an optional password, all in your browser.',
  keywords: ['hide', 'image', 'png', 'secret', 'encode', 'decode'],
  createdAt: '2026-11-22',
  icon: defineIcon('scan-eye', ScanEye),
  load: () => import('./page'),
});
