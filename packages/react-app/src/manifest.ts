import { defineDemo, defineIcon } from '@demos/kit/manifest';
import { Atom } from 'lucide';

export const manifest = defineDemo({
  id: 'react-app',
  path: '/react-app',
  title: 'Web App',
  group: 'React',
  description: 'A small React 19 app: a team directory with a validated form, instant search and filters.',
  keywords: ['react', 'directory', 'form', 'search', 'team'],
  createdAt: '2026-11-22',
  icon: defineIcon('atom', Atom),
  load: () => import('./page'),
});
