import { defineDemo, defineIcon } from '@demos/kit/manifest';
import { Container } from 'lucide';

export const manifest = defineDemo({
  id: 'kali-docker',
  path: '/kali-docker',
  title: 'Kali Docker Deploy',
  group: 'Shell Scripts',
  icon: defineIcon('container', Container),
  load: () => import('./page'),
});
