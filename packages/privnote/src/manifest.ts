import { defineDemo } from '@demos/kit';
import { LockKeyhole } from 'lucide-react';

export const manifest = defineDemo({
  id: 'privnote',
  path: '/privnote',
  title: 'Secret Notes',
  group: 'Web',
  icon: LockKeyhole,
  load: () => import('./page'),
});
