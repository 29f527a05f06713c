import { defineDemo } from '@demos/kit';
import { FolderTree } from 'lucide-react';

export const manifest = defineDemo({
  id: 'scaffold',
  path: '/scaffold-generator',
  title: 'Scaffold Generator',
  group: 'Web',
  icon: FolderTree,
  load: () => import('./page'),
});
