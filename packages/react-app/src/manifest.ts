import { defineDemo } from '@demos/kit';
import { Atom } from 'lucide-react';

export const manifest = defineDemo({
  id: 'react-app',
  path: '/react-app',
  title: 'Web App',
  group: 'React',
  icon: Atom,
  load: () => import('./page'),
});
