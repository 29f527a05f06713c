import {
  type Clock,
  createIdGenerator,
  type Random,
  systemClock,
  systemRandom,
  type TimerId,
} from '@demos/kit';
import { createStore } from 'zustand/vanilla';
import {
  EXECUTION_DELAY_MAX_MS,
  EXECUTION_DELAY_MIN_MS,
  executionProfit,
  findOpportunities,
  type Opportunity,
  quotePrices,
  RECENT_TRADES_LIMIT,
  SCAN_INTERVAL_MS,
  STARTING_BALANCE,
  type Trade,
  tradesFor,
} from './core/arbitrage';

export interface ArbitrageState {
  running: boolean;
  balance: number;
  /** Realised profit (or loss) since the last reset. */
  profit: number;
  /** Opportunities found since the last reset. */
  opportunitiesFound: number;
  /** Trades executed since the last reset (a BUY and a SELL per execution). */
  tradeCount: number;
  /** The latest scan's opportunities, best first, minus those already executed. */
  opportunities: Opportunity[];
  /** The newest trades first, at most 10. */
  trades: Trade[];
  start: () => void;
  stop: () => void;
  reset: () => void;
  /** Stops every timer (the page calls it on unmount). */
  dispose: () => void;
}

export interface ArbitrageStoreOptions {
  clock?: Clock;
  random?: Random;
}

const initialData = () => ({
  running: false,
  balance: STARTING_BALANCE,
  profit: 0,
  opportunitiesFound: 0,
  tradeCount: 0,
  opportunities: [] as Opportunity[],
  trades: [] as Trade[],
});

/** A delay in whole ms, uniformly in [2000, 5000]. */
export const executionDelay = (random: Random) =>
  Math.floor(EXECUTION_DELAY_MIN_MS + random() * (EXECUTION_DELAY_MAX_MS - EXECUTION_DELAY_MIN_MS + 1));

export function createArbitrageStore({
  clock = systemClock,
  random = systemRandom,
}: ArbitrageStoreOptions = {}) {
  const nextOpportunityId = createIdGenerator('opp');
  const nextTradeId = createIdGenerator('trade');
  let scanTimer: TimerId | undefined;
  let executionTimer: TimerId | undefined;

  return createStore<ArbitrageState>()((set, get) => {
    const clearTimers = () => {
      clock.clearInterval(scanTimer);
      clock.clearTimeout(executionTimer);
      scanTimer = undefined;
      executionTimer = undefined;
    };

    const scheduleExecution = () => {
      const { running, opportunities } = get();
      if (!running || opportunities.length === 0 || executionTimer !== undefined) return;
      executionTimer = clock.setTimeout(execute, executionDelay(random));
    };

    const execute = () => {
      executionTimer = undefined;
      const { running, opportunities } = get();
      if (!running || opportunities.length === 0) return;
      const chosen = opportunities[Math.floor(random() * opportunities.length)] as Opportunity;
      const [buy, sell] = tradesFor(chosen, clock.now(), nextTradeId);
      const gain = executionProfit(chosen);
      set((state) => ({
        opportunities: state.opportunities.filter((o) => o.id !== chosen.id),
        trades: [sell, buy, ...state.trades].slice(0, RECENT_TRADES_LIMIT),
        tradeCount: state.tradeCount + 2,
        balance: state.balance + gain,
        profit: state.profit + gain,
      }));
      scheduleExecution();
    };

    const scan = () => {
      const found = findOpportunities(quotePrices(random), nextOpportunityId);
      set((state) => ({ opportunities: found, opportunitiesFound: state.opportunitiesFound + found.length }));
      scheduleExecution();
    };

    return {
      ...initialData(),
      start: () => {
        if (get().running) return;
        set({ running: true });
        scan();
        scanTimer = clock.setInterval(scan, SCAN_INTERVAL_MS);
      },
      stop: () => {
        clearTimers();
        set({ running: false, opportunities: [] });
      },
      reset: () => {
        clearTimers();
        set(initialData());
      },
      dispose: clearTimers,
    };
  });
}

export type ArbitrageStore = ReturnType<typeof createArbitrageStore>;
