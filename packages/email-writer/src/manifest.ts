import { defineDemo, defineIcon } from '@demos/kit/manifest';
import { Mail } from 'lucide';

export const manifest = defineDemo({
  id: 'email-writer',
  path: '/email-writer',
  title: 'Email Writer',
  group: 'Web',
  icon: defineIcon('mail', Mail),
  load: () => import('./page'),
});
