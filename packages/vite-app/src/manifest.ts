import { defineDemo } from '@demos/kit';
import { Zap } from 'lucide-react';

export const manifest = defineDemo({
  id: 'vite-app',
  path: '/vite-app',
  title: 'Vite Project',
  group: 'React',
  icon: Zap,
  load: () => import('./page'),
});
