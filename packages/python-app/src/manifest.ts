import { defineDemo, defineIcon } from '@demos/kit/manifest';
import { ChartColumn } from 'lucide';

export const manifest = defineDemo({
  id: 'python-app',
  path: '/python-app',
  title: 'Analytics',
  group: 'Python',
  icon: defineIcon('chart-column', ChartColumn),
  load: () => import('./page'),
});
