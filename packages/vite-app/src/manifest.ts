import { defineDemo, defineIcon } from '@demos/kit/manifest';
import { Zap } from 'lucide';

export const manifest = defineDemo({
  id: 'vite-app',
  path: '/vite-app',
  title: 'Vite Project',
  group: 'React',
  icon: defineIcon('zap', Zap),
  load: () => import('./page'),
});
