import { defineDemo, defineIcon } from '@demos/kit/manifest';
import { ArrowRightLeft } from 'lucide';

export const manifest = defineDemo({
  id: 'code-converter',
  path: '/code-verter',
  title: 'Code Converter',
  group: 'Web',
  icon: defineIcon('arrow-right-left', ArrowRightLeft),
  load: () => import('./page'),
});
