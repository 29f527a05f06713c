import { defineDemo, defineIcon } from '@demos/kit/manifest';
import { ChartColumn } from 'lucide';

export const manifest = defineDemo({
  id: 'python-app',
  path: '/python-app',
  title: 'Analytics',
  group: 'Python',
  description:
    'A write-up of our Python arbitrage bot: the rules it trades by, what it does, and a sample of its log.',
  keywords: ['python', 'trading', 'bot', 'analytics', 'crypto'],
  createdAt: '2026-11-22',
  icon: defineIcon('chart-column', ChartColumn),
  load: () => import('./page'),
});
