import { defineDemo } from '@demos/kit';
import { ChartColumn } from 'lucide-react';

export const manifest = defineDemo({
  id: 'python-app',
  path: '/python-app',
  title: 'Analytics',
  group: 'Python',
  icon: ChartColumn,
  load: () => import('./page'),
});
