import { intIn, oneOf, useUrlStoreSync } from '@demos/kit';
import { CANDLES, DEFAULT_SETTINGS, TICK_MS } from './core/trading';
import type { TradingState, TradingStore } from './tradingStore';

/**
 * The trading bot's simulation settings that a link may carry: tick speed, candle count and chart
 * theme. Live mode never goes in a link (it is granted through its confirmation dialog only), and
 * notifications are this browser's preference. Off-grid numbers are snapped by `updateSettings`.
 */
const SCHEMA = {
  tick: intIn(TICK_MS.min, TICK_MS.max, DEFAULT_SETTINGS.tickMs),
  candles: intIn(CANDLES.min, CANDLES.max, DEFAULT_SETTINGS.candles),
  chart: oneOf(['light', 'dark'] as const, DEFAULT_SETTINGS.theme),
};

const select = ({ settings }: TradingState) => ({
  tick: settings.tickMs,
  candles: settings.candles,
  chart: settings.theme,
});

/** Keeps the bot's settings in the address while the trading tab is shown. */
export function useShareableSettings(store: TradingStore) {
  useUrlStoreSync(SCHEMA, store, select, ({ tick, candles, chart }) =>
    store.getState().updateSettings({
      ...(tick === undefined ? {} : { tickMs: tick }),
      ...(candles === undefined ? {} : { candles }),
      ...(chart === undefined ? {} : { theme: chart }),
    }),
  );
}
