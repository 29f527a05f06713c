import { defineDemo } from '@demos/kit';
import { ArrowRightLeft } from 'lucide-react';

export const manifest = defineDemo({
  id: 'code-converter',
  path: '/code-verter',
  title: 'Code Converter',
  group: 'Web',
  icon: ArrowRightLeft,
  load: () => import('./page'),
});
