import { defineDemo, defineIcon } from '@demos/kit/manifest';
import { SquareTerminal } from 'lucide';

export const manifest = defineDemo({
  id: 'cli-app',
  path: '/cli-app',
  title: 'CLI Tool',
  group: 'Web',
  description: 'A command-line tool in your browser: type commands, recall history, see real output.',
  keywords: ['terminal', 'console', 'command line', 'shell', 'cli'],
  createdAt: '2026-11-22',
  icon: defineIcon('square-terminal', SquareTerminal),
  load: () => import('./page'),
});
