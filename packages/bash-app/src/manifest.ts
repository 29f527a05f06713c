import { defineDemo, defineIcon } from '@demos/kit/manifest';
import { Terminal } from 'lucide';

export const manifest = defineDemo({
  id: 'bash-app',
  path: '/bash-app',
  title: 'Bash Script',
  group: 'Shell Scripts',
  icon: defineIcon('terminal', Terminal),
  load: () => import('./page'),
});
