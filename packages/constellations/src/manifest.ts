import { defineDemo, defineIcon } from '@demos/kit/manifest';
import { Sparkles } from 'lucide';

export const manifest = defineDemo({
  id: 'constellations',
  path: '/constellations',
  title: 'Constellations',
  group: 'Websites',
  description:
    'The constellations of the night sky: pick a figure to see its stars, its story and where to find it.',
  keywords: ['stars', 'astronomy', 'sky', 'zodiac', 'myth'],
  createdAt: '2026-11-22',
  icon: defineIcon('sparkles', Sparkles),
  load: () => import('./page'),
});
