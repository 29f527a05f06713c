import { defineDemo } from '@demos/kit';
import { Star } from 'lucide-react';

export const manifest = defineDemo({
  id: 'sky',
  path: '/stories-in-the-sky',
  title: 'Interactive Sky',
  group: 'Websites',
  icon: Star,
  load: () => import('./page'),
});
