import { defineDemo, defineIcon } from '@demos/kit/manifest';
import { Atom } from 'lucide';

export const manifest = defineDemo({
  id: 'react-app',
  path: '/react-app',
  title: 'Web App',
  group: 'React',
  icon: defineIcon('atom', Atom),
  load: () => import('./page'),
});
