import { defineDemo, defineIcon } from '@demos/kit/manifest';
import { Server } from 'lucide';

export const manifest = defineDemo({
  id: 'go-app',
  path: '/go-app',
  title: 'Application',
  group: 'Go',
  description:
    'A Go HTTP service on net/http: start the server, watch traffic arrive and fire requests of your own.',
  keywords: ['golang', 'go', 'server', 'http', 'api', 'logging'],
  createdAt: '2026-11-22',
  icon: defineIcon('server', Server),
  load: () => import('./page'),
});
