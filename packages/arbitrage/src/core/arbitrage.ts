import type { Random } from '@demos/kit';

const randomBetween = (random: Random, min: number, max: number) => min + random() * (max - min);

/** Spec §9, arbitrage demo. */
export const STARTING_BALANCE = 10_000;
/** An opportunity is flagged when the spread is over this percentage. */
export const OPPORTUNITY_THRESHOLD_PERCENT = 0.15;
/** Prices are randomised within this fraction of the base price (±2 %). */
export const PRICE_VARIATION = 0.02;
export const TRADE_AMOUNT = 0.01;
/** The profit of an executed opportunity is this fraction of its spread (1 %). */
export const PROFIT_SHARE_OF_SPREAD = 0.01;
export const RECENT_TRADES_LIMIT = 10;
export const SCAN_INTERVAL_MS = 3000;
export const EXECUTION_DELAY_MIN_MS = 2000;
export const EXECUTION_DELAY_MAX_MS = 5000;

/** Sample exchange names (spec §3: the names are sample data). */
export const EXCHANGES = ['Northwind', 'Bluepeak', 'Coralex', 'Vantage'] as const;
export type Exchange = (typeof EXCHANGES)[number];

export const BASE_PRICES = {
  'BTC/USDT': 45000,
  'ETH/USDT': 2500,
  'SOL/USDT': 100,
  'MATIC/USDT': 0.8,
} as const;
export type Pair = keyof typeof BASE_PRICES;
export const PAIRS = Object.keys(BASE_PRICES) as Pair[];

export interface Quote {
  pair: Pair;
  exchange: Exchange;
  price: number;
}

export interface Opportunity {
  id: string;
  pair: Pair;
  buyExchange: Exchange;
  sellExchange: Exchange;
  buyPrice: number;
  sellPrice: number;
  /** The spread in quote currency per unit: sellPrice − buyPrice. */
  profit: number;
  /** The spread as a percentage of the buy price. */
  profitPercent: number;
}

export type TradeType = 'BUY' | 'SELL';

export interface Trade {
  id: string;
  /** ms since the epoch. */
  timestamp: number;
  pair: Pair;
  type: TradeType;
  exchange: Exchange;
  amount: number;
  price: number;
  profit: number;
}

/** One price per exchange and pair, each within ±2 % of the pair's base price. */
export function quotePrices(random: Random): Quote[] {
  return PAIRS.flatMap((pair) =>
    EXCHANGES.map((exchange) => ({
      pair,
      exchange,
      price: BASE_PRICES[pair] * (1 + randomBetween(random, -PRICE_VARIATION, PRICE_VARIATION)),
    })),
  );
}

/**
 * Every buy-low/sell-high pairing of two exchanges on the same pair whose spread is over the
 * threshold, best first.
 */
export function findOpportunities(quotes: readonly Quote[], nextId: () => string): Opportunity[] {
  const found: Opportunity[] = [];
  for (const buy of quotes) {
    for (const sell of quotes) {
      if (buy.pair !== sell.pair || buy.exchange === sell.exchange || sell.price <= buy.price) continue;
      const profit = sell.price - buy.price;
      const profitPercent = (profit / buy.price) * 100;
      if (profitPercent <= OPPORTUNITY_THRESHOLD_PERCENT) continue;
      found.push({
        id: nextId(),
        pair: buy.pair,
        buyExchange: buy.exchange,
        sellExchange: sell.exchange,
        buyPrice: buy.price,
        sellPrice: sell.price,
        profit,
        profitPercent,
      });
    }
  }
  return found.sort((a, b) => b.profitPercent - a.profitPercent);
}

/** The realised profit of executing an opportunity: 1 % of its spread. */
export const executionProfit = (opportunity: Opportunity) => opportunity.profit * PROFIT_SHARE_OF_SPREAD;

/** An executed opportunity becomes a BUY on the cheap exchange and a SELL (carrying the profit) on the dear one. */
export function tradesFor(opportunity: Opportunity, timestamp: number, nextId: () => string): [Trade, Trade] {
  const common = { timestamp, pair: opportunity.pair, amount: TRADE_AMOUNT };
  return [
    {
      ...common,
      id: nextId(),
      type: 'BUY',
      exchange: opportunity.buyExchange,
      price: opportunity.buyPrice,
      profit: 0,
    },
    {
      ...common,
      id: nextId(),
      type: 'SELL',
      exchange: opportunity.sellExchange,
      price: opportunity.sellPrice,
      profit: executionProfit(opportunity),
    },
  ];
}
