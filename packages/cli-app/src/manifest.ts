import { defineDemo, defineIcon } from '@demos/kit/manifest';
import { SquareTerminal } from 'lucide';

export const manifest = defineDemo({
  id: 'cli-app',
  path: '/cli-app',
  title: 'CLI Tool',
  group: 'Web',
  icon: defineIcon('square-terminal', SquareTerminal),
  load: () => import('./page'),
});
