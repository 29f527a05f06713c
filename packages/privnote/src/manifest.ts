import { defineDemo, defineIcon } from '@demos/kit/manifest';
import { LockKeyhole } from 'lucide';

export const manifest = defineDemo({
  id: 'privnote',
  path: '/privnote',
  title: 'Secret Notes',
  group: 'Web',
  icon: defineIcon('lock-keyhole', LockKeyhole),
  load: () => import('./page'),
});
