import { defineDemo, defineIcon } from '@demos/kit/manifest';
import { Star } from 'lucide';

export const manifest = defineDemo({
  id: 'sky',
  path: '/stories-in-the-sky',
  title: 'Interactive Sky',
  group: 'Websites',
  icon: defineIcon('star', Star),
  load: () => import('./page'),
});
