import { defineDemo } from '@demos/kit';
import { Container } from 'lucide-react';

export const manifest = defineDemo({
  id: 'kali-docker',
  path: '/kali-docker',
  title: 'Kali Docker Deploy',
  group: 'Shell Scripts',
  icon: Container,
  load: () => import('./page'),
});
