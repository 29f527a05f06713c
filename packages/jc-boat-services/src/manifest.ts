import { defineDemo, defineIcon } from '@demos/kit/manifest';
import { Sailboat } from 'lucide';

export const manifest = defineDemo({
  id: 'jc-boat-services',
  path: '/jc-boat-services',
  title: 'Boat Services',
  group: 'Websites',
  icon: defineIcon('sailboat', Sailboat),
  load: () => import('./page'),
});
