import { defineDemo, defineIcon } from '@demos/kit/manifest';
import { Server } from 'lucide';

export const manifest = defineDemo({
  id: 'go-app',
  path: '/go-app',
  title: 'Application',
  group: 'Go',
  icon: defineIcon('server', Server),
  load: () => import('./page'),
});
