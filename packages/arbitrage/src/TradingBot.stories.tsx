import { seededRandom } from '@demos/kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { candleHistory } from './core/trading';
import { TradingBot } from './TradingBot';
import { createTradingStore } from './tradingStore';

const meta = {
  title: 'Arbitrage/Trading bot',
  component: TradingBot,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof TradingBot>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing loaded yet: the chart says 'No chart data available.' (settings kept in memory only). */
export const EmptyChart: Story = {
  args: { store: createTradingStore({ random: seededRandom(1), storage: null }) },
};

/** Stopped with a chart of 50 one-minute candles. */
export const WithCandles: Story = {
  args: {
    store: createTradingStore({
      random: seededRandom(7),
      storage: null,
      initialCandles: candleHistory(50, seededRandom(7), Date.UTC(2026, 0, 1, 12)),
    }),
  },
};

/** Running: a new candle every 800 ms; activity and notifications fill in. */
export const Running: Story = {
  args: { store: createTradingStore({ random: seededRandom(3), storage: null }) },
  play: ({ args }) => args.store.getState().start(),
};

/** The dark chart theme and live mode already approved. */
export const DarkLive: Story = {
  args: {
    store: (() => {
      const store = createTradingStore({
        random: seededRandom(5),
        storage: null,
        initialCandles: candleHistory(80, seededRandom(5), Date.UTC(2026, 0, 1, 12)),
      });
      store.getState().updateSettings({ theme: 'dark', candles: 80 });
      store.getState().approveLiveMode();
      return store;
    })(),
  },
};
