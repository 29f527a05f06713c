import { defineDemo } from '@demos/kit';
import { Terminal } from 'lucide-react';

export const manifest = defineDemo({
  id: 'bash-app',
  path: '/bash-app',
  title: 'Bash Script',
  group: 'Shell Scripts',
  icon: Terminal,
  load: () => import('./page'),
});
