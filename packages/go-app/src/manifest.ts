import { defineDemo } from '@demos/kit';
import { Server } from 'lucide-react';

export const manifest = defineDemo({
  id: 'go-app',
  path: '/go-app',
  title: 'Application',
  group: 'Go',
  icon: Server,
  load: () => import('./page'),
});
