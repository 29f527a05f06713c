import { defineDemo, defineIcon } from '@demos/kit/manifest';
import { ChartCandlestick } from 'lucide';

export const manifest = defineDemo({
  id: 'arbitrage',
  path: '/arbitrage-bot',
  title: 'Arbitrage Bot',
  group: 'Python',
  description:
    'Two simulated trading bots: a cross-exchange arbitrage scanner and a candlestick trading bot, on random prices.',
  keywords: ['trading', 'crypto', 'exchange', 'simulation', 'candlestick', 'python'],
  createdAt: '2026-11-22',
  icon: defineIcon('chart-candlestick', ChartCandlestick),
  load: () => import('./page'),
});
