import { defineDemo } from '@demos/kit';
import { Sailboat } from 'lucide-react';

export const manifest = defineDemo({
  id: 'jc-boat-services',
  path: '/jc-boat-services',
  title: 'Boat Services',
  group: 'Websites',
  icon: Sailboat,
  load: () => import('./page'),
});
