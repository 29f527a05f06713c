import { defineDemo } from '@demos/kit';
import { ChartCandlestick } from 'lucide-react';

export const manifest = defineDemo({
  id: 'arbitrage',
  path: '/arbitrage-bot',
  title: 'Arbitrage Bot',
  group: 'Python',
  icon: ChartCandlestick,
  load: () => import('./page'),
});
