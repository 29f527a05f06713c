import type { LogLine } from '@demos/kit';
import {
  evaluate,
  FEE_RATE,
  MAX_DAILY_LOSS_USD,
  MAX_TRADES_PER_DAY,
  MIN_PROFIT_USD,
  type Quote,
  TRADE_SIZE_BTC,
  usd,
} from './core/botRules';

/** Sample scans from a dry run: the figures in the log are computed, not typed in. */
const SCANS: { time: string; buy: Quote; sell: Quote }[] = [
  {
    time: '09:00:05',
    buy: { exchange: 'Binance', price: 44962.1 },
    sell: { exchange: 'Kraken', price: 45031.4 },
  },
  {
    time: '09:00:35',
    buy: { exchange: 'Coinbase', price: 44988.7 },
    sell: { exchange: 'Binance', price: 45012.2 },
  },
  {
    time: '09:01:05',
    buy: { exchange: 'Kraken', price: 44910.0 },
    sell: { exchange: 'Coinbase', price: 45155.5 },
  },
];

export function sampleLog(): LogLine[] {
  const lines: LogLine[] = [
    {
      id: 'start',
      time: '09:00:00',
      tone: 'info',
      text: 'arbitrage-bot 1.4.2 starting (dry run, paper balances)',
    },
    {
      id: 'rules',
      time: '09:00:00',
      text: `Rules: min profit ${usd(MIN_PROFIT_USD)} · max daily loss ${usd(MAX_DAILY_LOSS_USD)} · ${MAX_TRADES_PER_DAY} trades/day · ${TRADE_SIZE_BTC} BTC/trade · fee ${FEE_RATE * 100} %`,
    },
    {
      id: 'connect',
      time: '09:00:01',
      tone: 'success',
      text: 'Connected to Binance, Coinbase, Kraken (public tickers)',
    },
  ];
  SCANS.forEach(({ time, buy, sell }, i) => {
    const e = evaluate(buy, sell);
    lines.push({
      id: `scan-${i}`,
      time,
      text: `BTC/USDT buy ${buy.exchange} ${buy.price.toFixed(2)} → sell ${sell.exchange} ${sell.price.toFixed(2)}: gross ${usd(e.gross)}, fees ${usd(e.fees)}, net ${usd(e.net)}`,
    });
    lines.push(
      e.accepted
        ? {
            id: `verdict-${i}`,
            time,
            tone: 'success',
            text: `Net ≥ ${usd(MIN_PROFIT_USD)}: would place 2 orders of ${TRADE_SIZE_BTC} BTC`,
          }
        : {
            id: `verdict-${i}`,
            time,
            tone: 'warning',
            text: `Skipped: net ${usd(e.net)} is under the ${usd(MIN_PROFIT_USD)} minimum`,
          },
    );
  });
  lines.push({
    id: 'summary',
    time: '09:01:06',
    tone: 'info',
    text: `Daily status: 0/${MAX_TRADES_PER_DAY} trades, P&L ${usd(0)} (stops at ${usd(-MAX_DAILY_LOSS_USD)})`,
  });
  return lines;
}
