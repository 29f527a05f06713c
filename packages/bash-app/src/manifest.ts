import { defineDemo, defineIcon } from '@demos/kit/manifest';
import { Terminal } from 'lucide';

export const manifest = defineDemo({
  id: 'bash-app',
  path: '/bash-app',
  title: 'Bash Script',
  group: 'Shell Scripts',
  description:
    'A zero-downtime deployment script in Bash: checks, pull, install, test, build and ship over SSH, then a health check.',
  keywords: ['shell', 'sh', 'deploy', 'ssh', 'script', 'devops'],
  createdAt: '2026-11-22',
  icon: defineIcon('terminal', Terminal),
  load: () => import('./page'),
});
