import { defineDemo } from '@demos/kit';
import { ScanEye } from 'lucide-react';

export const manifest = defineDemo({
  id: 'steganography',
  path: '/steganography',
  title: 'Steganography',
  group: 'Web',
  icon: ScanEye,
  load: () => import('./page'),
});
