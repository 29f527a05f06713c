import { type Clock, seededRandom, systemClock } from '@demos/kit';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createArbitrageStore, executionDelay } from './arbitrageStore';
import {
  BASE_PRICES,
  EXCHANGES,
  findOpportunities,
  type Opportunity,
  PAIRS,
  quotePrices,
  RECENT_TRADES_LIMIT,
  STARTING_BALANCE,
  tradesFor,
} from './core/arbitrage';

/** A generator that replays the given values, then repeats the last one. */
const sequence = (...values: number[]) => {
  let i = 0;
  return () => values[Math.min(i++, values.length - 1)] as number;
};

describe('arbitrage core', () => {
  it('quotes four exchanges for the four pairs, each within 2 % of the base price', () => {
    expect(EXCHANGES).toHaveLength(4);
    expect(BASE_PRICES).toEqual({ 'BTC/USDT': 45000, 'ETH/USDT': 2500, 'SOL/USDT': 100, 'MATIC/USDT': 0.8 });
    const random = seededRandom(1);
    for (let round = 0; round < 200; round++) {
      const quotes = quotePrices(random);
      expect(quotes).toHaveLength(16);
      for (const q of quotes) {
        expect(Math.abs(q.price / BASE_PRICES[q.pair] - 1)).toBeLessThanOrEqual(0.02);
      }
    }
    // The extremes of the generator map to exactly −2 % and (almost) +2 %.
    expect(quotePrices(() => 0)[0]?.price).toBeCloseTo(45000 * 0.98, 6);
    expect(quotePrices(() => 0.999999999)[0]?.price).toBeCloseTo(45000 * 1.02, 3);
  });

  it('flags an opportunity only when the spread is over 0.15 %', () => {
    const ids = () => 'x';
    const at = (buy: number, sell: number) =>
      findOpportunities(
        [
          { pair: 'ETH/USDT', exchange: 'Northwind', price: buy },
          { pair: 'ETH/USDT', exchange: 'Bluepeak', price: sell },
        ],
        ids,
      );
    expect(at(2000, 2003)).toEqual([]); // exactly 0.15 %
    const [found] = at(2000, 2003.2); // 0.16 %
    expect(found).toMatchObject({
      pair: 'ETH/USDT',
      buyExchange: 'Northwind',
      sellExchange: 'Bluepeak',
      buyPrice: 2000,
      sellPrice: 2003.2,
    });
    expect(found?.profit).toBeCloseTo(3.2, 9);
    expect(found?.profitPercent).toBeCloseTo(0.16, 9);
  });

  it('never pairs different pairs and sorts by spread', () => {
    const list = findOpportunities(quotePrices(seededRandom(7)), () => 'id');
    for (const o of list) {
      expect(PAIRS).toContain(o.pair);
      expect(o.sellPrice).toBeGreaterThan(o.buyPrice);
      expect(o.profitPercent).toBeGreaterThan(0.15);
    }
    expect(list.map((o) => o.profitPercent)).toEqual(
      [...list.map((o) => o.profitPercent)].sort((a, b) => b - a),
    );
  });

  it('turns an opportunity into a BUY and a SELL of 0.01 with a profit of 1 % of the spread', () => {
    const opportunity: Opportunity = {
      id: 'o',
      pair: 'BTC/USDT',
      buyExchange: 'Coralex',
      sellExchange: 'Vantage',
      buyPrice: 44900,
      sellPrice: 45300,
      profit: 400,
      profitPercent: (400 / 44900) * 100,
    };
    let n = 0;
    const [buy, sell] = tradesFor(opportunity, 1234, () => `t${++n}`);
    expect(buy).toEqual({
      id: 't1',
      timestamp: 1234,
      pair: 'BTC/USDT',
      type: 'BUY',
      exchange: 'Coralex',
      amount: 0.01,
      price: 44900,
      profit: 0,
    });
    expect(sell).toEqual({
      id: 't2',
      timestamp: 1234,
      pair: 'BTC/USDT',
      type: 'SELL',
      exchange: 'Vantage',
      amount: 0.01,
      price: 45300,
      profit: 4,
    });
  });

  it('draws execution delays from 2000 to 5000 ms inclusive', () => {
    expect(executionDelay(() => 0)).toBe(2000);
    expect(executionDelay(() => 0.999999999)).toBe(5000);
    const random = seededRandom(3);
    for (let i = 0; i < 1000; i++) {
      const delay = executionDelay(random);
      expect(delay).toBeGreaterThanOrEqual(2000);
      expect(delay).toBeLessThanOrEqual(5000);
    }
  });
});

describe('arbitrage store', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-01-01T12:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('starts stopped with a balance of 10000 and nothing else', () => {
    const s = createArbitrageStore({ random: seededRandom(1) }).getState();
    expect(STARTING_BALANCE).toBe(10000);
    expect(s).toMatchObject({
      running: false,
      balance: 10000,
      profit: 0,
      opportunitiesFound: 0,
      tradeCount: 0,
      opportunities: [],
      trades: [],
    });
  });

  it('scans at once on Start, then every 3 s', () => {
    const clock: Clock = { ...systemClock, setTimeout: vi.fn(() => 0 as never) }; // no executions
    const quote = vi.fn(seededRandom(2));
    const store = createArbitrageStore({ clock, random: quote });
    store.getState().start();
    expect(store.getState().running).toBe(true);
    const afterFirst = store.getState().opportunitiesFound;
    expect(afterFirst).toBeGreaterThan(0);
    const firstList = store.getState().opportunities;

    vi.advanceTimersByTime(2999);
    expect(store.getState().opportunities).toBe(firstList);
    vi.advanceTimersByTime(1);
    expect(store.getState().opportunities).not.toBe(firstList);
    expect(store.getState().opportunitiesFound).toBeGreaterThan(afterFirst);
    const second = store.getState().opportunities;
    vi.advanceTimersByTime(3000);
    expect(store.getState().opportunities).not.toBe(second);
    // Three scans of 16 quotes, plus the one execution delay drawn after the first scan.
    expect(quote).toHaveBeenCalledTimes(3 * 16 + 1);
  });

  it('executes a random opportunity after the drawn 2–5 s delay, as a BUY and a SELL trade', () => {
    // Scan prices first (16 draws), then the delay draw, then the pick.
    const scanValues = [0, 0.9, 0.5, 0.5, ...Array(12).fill(0.5)]; // BTC: Northwind −2 %, Bluepeak +1.6 %
    const random = sequence(...scanValues, 0 /* delay 2000 */, 0 /* pick the first */, 0.5);
    const store = createArbitrageStore({ random });
    store.getState().start();
    const [best] = store.getState().opportunities;
    expect(best).toMatchObject({ pair: 'BTC/USDT', buyExchange: 'Northwind', sellExchange: 'Bluepeak' });
    const count = store.getState().opportunities.length;

    vi.advanceTimersByTime(1999);
    expect(store.getState().trades).toEqual([]);
    vi.advanceTimersByTime(1);
    const { trades, opportunities, balance, profit, tradeCount } = store.getState();
    expect(opportunities).toHaveLength(count - 1);
    expect(opportunities.find((o) => o.id === best?.id)).toBeUndefined();
    expect(trades.map((t) => t.type)).toEqual(['SELL', 'BUY']);
    expect(trades.every((t) => t.amount === 0.01 && t.pair === 'BTC/USDT')).toBe(true);
    const spread = (best?.sellPrice ?? 0) - (best?.buyPrice ?? 0);
    expect(trades[0]?.profit).toBeCloseTo(spread * 0.01, 9);
    expect(trades[0]?.timestamp).toBe(Date.parse('2026-01-01T12:00:02Z'));
    expect(profit).toBeCloseTo(spread * 0.01, 9);
    expect(balance).toBeCloseTo(10000 + spread * 0.01, 9);
    expect(tradeCount).toBe(2);
  });

  it('waits the longest delay, 5 s, when the generator is at its top', () => {
    const scanValues = [0, 0.9, ...Array(14).fill(0.5)];
    const store = createArbitrageStore({ random: sequence(...scanValues, 0.999999999, 0, 0.5) });
    store.getState().start();
    vi.advanceTimersByTime(4999);
    expect(store.getState().trades).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(store.getState().trades).toHaveLength(2);
  });

  it('keeps only the 10 most recent trades', () => {
    const store = createArbitrageStore({ random: seededRandom(11) });
    store.getState().start();
    vi.advanceTimersByTime(60_000);
    const { trades, tradeCount } = store.getState();
    expect(RECENT_TRADES_LIMIT).toBe(10);
    expect(tradeCount).toBeGreaterThan(10);
    expect(trades).toHaveLength(10);
    expect(trades[0]?.timestamp).toBeGreaterThanOrEqual(trades[9]?.timestamp ?? Infinity);
  });

  it('Stop clears the opportunities, stops scanning and executing, and keeps the results', () => {
    const store = createArbitrageStore({ random: seededRandom(5) });
    store.getState().start();
    vi.advanceTimersByTime(10_000);
    const { balance, trades, opportunitiesFound } = store.getState();
    store.getState().stop();
    expect(store.getState()).toMatchObject({
      running: false,
      opportunities: [],
      balance,
      trades,
      opportunitiesFound,
    });
    vi.advanceTimersByTime(30_000);
    expect(store.getState()).toMatchObject({ opportunities: [], balance, trades, opportunitiesFound });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('Reset stops the bot and restores every figure', () => {
    const store = createArbitrageStore({ random: seededRandom(5) });
    store.getState().start();
    vi.advanceTimersByTime(20_000);
    expect(store.getState().tradeCount).toBeGreaterThan(0);
    store.getState().reset();
    expect(store.getState()).toMatchObject({
      running: false,
      balance: 10000,
      profit: 0,
      opportunitiesFound: 0,
      tradeCount: 0,
      opportunities: [],
      trades: [],
    });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('dispose stops every timer', () => {
    const store = createArbitrageStore({ random: seededRandom(5) });
    store.getState().start();
    vi.advanceTimersByTime(3000);
    store.getState().dispose();
    expect(vi.getTimerCount()).toBe(0);
  });
});
