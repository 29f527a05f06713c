import { defineDemo } from '@demos/kit';
import { Mail } from 'lucide-react';

export const manifest = defineDemo({
  id: 'email-writer',
  path: '/email-writer',
  title: 'Email Writer',
  group: 'Web',
  icon: Mail,
  load: () => import('./page'),
});
