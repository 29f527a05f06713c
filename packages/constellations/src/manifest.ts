import { defineDemo } from '@demos/kit';
import { Sparkles } from 'lucide-react';

export const manifest = defineDemo({
  id: 'constellations',
  path: '/constellations',
  title: 'Constellations',
  group: 'Websites',
  icon: Sparkles,
  load: () => import('./page'),
});
