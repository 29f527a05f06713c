import { defineDemo } from '@demos/kit';
import { SquareTerminal } from 'lucide-react';

export const manifest = defineDemo({
  id: 'cli-app',
  path: '/cli-app',
  title: 'CLI Tool',
  group: 'Web',
  icon: SquareTerminal,
  load: () => import('./page'),
});
