import { formatPrice } from '../core/format';
import { alignToSpacing, type Candle, candleHistory, nextCandle } from '../core/trading';
import type { TradingState } from './state';
import type { GetTrading, SetTrading, TradingContext } from './tradingContext';

/** A move of a single candle this large (in %) raises a notification (about one candle in twenty). */
const BIG_MOVE_PERCENT = 0.38;

export type BotSlice = Pick<
  TradingState,
  'running' | 'candles' | 'start' | 'stop' | 'clearChart' | 'dispose'
>;

/** One tick: the next candle, and a notification when it moved a lot. */
export function addCandle(set: SetTrading, get: GetTrading, ctx: TradingContext) {
  const { candles, settings } = get();
  const candle = nextCandle(candles.at(-1), ctx.random, alignToSpacing(ctx.clock.now()));
  set({ candles: [...candles, candle].slice(-settings.candles) });
  const move = ((candle.close - candle.open) / candle.open) * 100;
  if (Math.abs(move) >= BIG_MOVE_PERCENT) {
    const direction = move > 0 ? 'up' : 'down';
    ctx.log(
      `Big move ${direction} ${Math.abs(move).toFixed(2)} % to ${formatPrice(candle.close)}`,
      'warning',
    );
    ctx.notify(
      'warning',
      `Price ${direction} ${Math.abs(move).toFixed(2)} %`,
      `BTC/USDT closed at ${formatPrice(candle.close)}.`,
    );
  }
}

/** The bot running or not, and the chart's candles it adds at every tick. */
export function createBotSlice(
  set: SetTrading,
  get: GetTrading,
  ctx: TradingContext,
  initialCandles: Candle[],
): BotSlice {
  return {
    running: false,
    candles: initialCandles,
    start: () => {
      if (get().running) return;
      const { candles, settings } = get();
      if (candles.length === 0) {
        set({ candles: candleHistory(settings.candles, ctx.random, ctx.clock.now()) });
        ctx.log(`Loaded ${settings.candles} historical candles of BTC/USDT.`, 'info');
      }
      set({ running: true });
      ctx.startTicking();
      const mode = settings.liveGateApproved ? 'live mode (simulated)' : 'paper mode';
      ctx.log(`Bot started in ${mode}, a new candle every ${settings.tickMs} ms.`, 'success');
      ctx.notify('success', 'Bot started', `Trading BTC/USDT in ${mode}.`);
    },
    stop: () => {
      if (!get().running) return;
      ctx.stopTicking();
      set({ running: false });
      ctx.log('Bot stopped.', 'info');
      ctx.notify('info', 'Bot stopped', 'No new candles until you start it again.');
    },
    clearChart: () => {
      set({ candles: [] });
      ctx.log('Chart cleared.', 'info');
    },
    dispose: ctx.stopTimers,
  };
}
