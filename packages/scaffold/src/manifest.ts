import { defineDemo, defineIcon } from '@demos/kit/manifest';
import { FolderTree } from 'lucide';

export const manifest = defineDemo({
  id: 'scaffold',
  path: '/scaffold-generator',
  title: 'Scaffold Generator',
  group: 'Web',
  icon: defineIcon('folder-tree', FolderTree),
  load: () => import('./page'),
});
