import { defineDemo, defineIcon } from '@demos/kit/manifest';
import { Star } from 'lucide';

export const manifest = defineDemo({
  id: 'sky',
  path: '/stories-in-the-sky',
  title: 'Interactive Sky',
  group: 'Websites',
  description:
    'Tell a story in the stars: place stars on the sky, name your constellation and save it as an image.',
  keywords: ['sky', 'stars', 'draw', 'constellation', 'canvas', 'story', 'image'],
  createdAt: '2026-11-22',
  icon: defineIcon('star', Star),
  load: () => import('./page'),
});
