import { defineDemo, defineIcon } from '@demos/kit/manifest';
import { Sparkles } from 'lucide';

export const manifest = defineDemo({
  id: 'constellations',
  path: '/constellations',
  title: 'Constellations',
  group: 'Websites',
  icon: defineIcon('sparkles', Sparkles),
  load: () => import('./page'),
});
