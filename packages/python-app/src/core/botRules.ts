/** Spec §9, static bot page: the rules the Python bot trades by. */
export const MIN_PROFIT_USD = 10;
export const MAX_DAILY_LOSS_USD = 50;
export const MAX_TRADES_PER_DAY = 20;
export const TRADE_SIZE_BTC = 0.001;
/** Taker fee per side, as a fraction (0.1 %). */
export const FEE_RATE = 0.001;

export interface Quote {
  exchange: string;
  /** USDT per BTC. */
  price: number;
}

export interface Evaluation {
  buy: Quote;
  sell: Quote;
  gross: number;
  fees: number;
  net: number;
  /** Whether the bot would trade: net profit at least the minimum. */
  accepted: boolean;
}

/** What one 0.001 BTC round trip would earn after a 0.1 % fee on each side. */
export function evaluate(buy: Quote, sell: Quote): Evaluation {
  const gross = (sell.price - buy.price) * TRADE_SIZE_BTC;
  const fees = (buy.price + sell.price) * TRADE_SIZE_BTC * FEE_RATE;
  const net = gross - fees;
  return { buy, sell, gross, fees, net, accepted: net >= MIN_PROFIT_USD };
}

/**
 * The spread per BTC above `buyPrice` at which a round trip nets exactly the minimum profit:
 * d·size − (2·buy + d)·size·fee = min  ⇒  d = (min / size + 2·buy·fee) / (1 − fee).
 */
export const spreadForMinimumProfit = (buyPrice: number) =>
  (MIN_PROFIT_USD / TRADE_SIZE_BTC + 2 * buyPrice * FEE_RATE) / (1 - FEE_RATE);

export const usd = (value: number) =>
  `${value < 0 ? '-' : ''}$${Math.abs(value).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
