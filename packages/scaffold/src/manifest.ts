import { defineDemo, defineIcon } from '@demos/kit/manifest';
import { FolderTree } from 'lucide';

export const manifest = defineDemo({
  id: 'scaffold',
  path: '/scaffold-generator',
  title: 'Scaffold Generator',
  group: 'Web',
  description:
    'Generate a project skeleton from a template: its folder tree, files and the commands to start it.',
  keywords: ['template', 'boilerplate', 'starter', 'project', 'generator', 'npx'],
  createdAt: '2026-11-22',
  icon: defineIcon('folder-tree', FolderTree),
  load: () => import('./page'),
});
