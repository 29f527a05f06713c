import { defineDemo, defineIcon } from '@demos/kit/manifest';
import { Zap } from 'lucide';

export const manifest = defineDemo({
  id: 'vite-app',
  path: '/vite-app',
  title: 'Vite Project',
  group: 'React',
  description:
    'A React and TypeScript project on Vite: a production build with Rollup, or the dev server with hot reload.',
  keywords: ['vite', 'bundler', 'rollup', 'hmr', 'typescript', 'build'],
  createdAt: '2026-11-22',
  icon: defineIcon('zap', Zap),
  load: () => import('./page'),
});
