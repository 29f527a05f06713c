import { defineDemo, defineIcon } from '@demos/kit/manifest';
import { LockKeyhole } from 'lucide';

export const manifest = defineDemo({
  id: 'privnote',
  path: '/privnote',
  title: 'Secret Notes',
  group: 'Web',
  description: 'Share a secret that self-destructs: encrypted in your browser, readable exactly once.',
  keywords: ['secret', 'note', 'encrypt', 'password', 'one-time', 'privnote'],
  createdAt: '2026-11-22',
  icon: defineIcon('lock-keyhole', LockKeyhole),
  load: () => import('./page'),
});
