import { seededRandom } from '@demos/kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ArbitrageScanner } from './ArbitrageScanner';
import { createArbitrageStore } from './arbitrageStore';
import { findOpportunities, quotePrices, type Trade, tradesFor } from './core/arbitrage';

const meta = {
  title: 'Arbitrage/Scanner',
  component: ArbitrageScanner,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ArbitrageScanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Freshly loaded: stopped, balance 10000, nothing found yet. */
export const Stopped: Story = {
  args: { store: createArbitrageStore({ random: seededRandom(1) }) },
};

/** Running: the scanner starts at once and rescans every 3 s (live timers). */
export const Running: Story = {
  args: { store: createArbitrageStore({ random: seededRandom(2) }) },
  play: ({ args }) => args.store.getState().start(),
};

function storeWithTrades() {
  const random = seededRandom(42);
  const store = createArbitrageStore({ random });
  let id = 0;
  const nextId = () => `s-${++id}`;
  const trades: Trade[] = [];
  let profit = 0;
  for (let i = 0; i < 5; i++) {
    const [best] = findOpportunities(quotePrices(random), nextId);
    if (!best) continue;
    const [buy, sell] = tradesFor(best, Date.UTC(2026, 0, 1, 12, 0, i * 7), nextId);
    trades.unshift(sell, buy);
    profit += sell.profit;
  }
  const opportunities = findOpportunities(quotePrices(random), nextId);
  store.setState({
    balance: 10000 + profit,
    profit,
    trades: trades.slice(0, 10),
    tradeCount: trades.length,
    opportunities,
    opportunitiesFound: opportunities.length + 40,
  });
  return store;
}

/** Stopped after a session: trades, profit and the latest scan's opportunities. */
export const WithTrades: Story = {
  args: { store: storeWithTrades() },
};
