import { defineDemo, defineIcon } from '@demos/kit/manifest';
import { ChartCandlestick } from 'lucide';

export const manifest = defineDemo({
  id: 'arbitrage',
  path: '/arbitrage-bot',
  title: 'Arbitrage Bot',
  group: 'Python',
  icon: defineIcon('chart-candlestick', ChartCandlestick),
  load: () => import('./page'),
});
