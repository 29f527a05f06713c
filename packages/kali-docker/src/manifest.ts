import { defineDemo, defineIcon } from '@demos/kit/manifest';
import { Container } from 'lucide';

export const manifest = defineDemo({
  id: 'kali-docker',
  path: '/kali-docker',
  title: 'Kali Docker Deploy',
  group: 'Shell Scripts',
  description:
    'One Bash script that builds a Kali Linux desktop image and runs it with VNC, noVNC and an nginx proxy.',
  keywords: ['kali', 'linux', 'docker', 'security', 'vnc', 'pentest'],
  createdAt: '2026-11-22',
  icon: defineIcon('container', Container),
  load: () => import('./page'),
});
