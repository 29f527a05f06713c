import { type Clock, type Random, systemClock, systemRandom } from '@demos/kit';
import { createStore } from 'zustand/vanilla';
import { type BotSettings, type Candle, parseSettings, SETTINGS_STORAGE_KEY } from './core/trading';
import { addCandle, createBotSlice } from './slices/botSlice';
import { createSettingsSlice } from './slices/settingsSlice';
import type { StorageLike, TradingState } from './slices/state';
import { createTradingContext } from './slices/tradingContext';

// The state is built from slices (the bot and its candles, the settings) over a shared context
// that holds the activity log, the notifications and the two timers (slices/tradingContext.ts).

export interface TradingStoreOptions {
  clock?: Clock;
  random?: Random;
  /** Where settings persist; `null` keeps them in memory only. Defaults to localStorage. */
  storage?: StorageLike | null;
  /** Seed the store with candles (stories). */
  initialCandles?: Candle[];
}

function defaultStorage(): StorageLike | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

function readSettings(storage: StorageLike | null): BotSettings {
  try {
    return parseSettings(storage?.getItem(SETTINGS_STORAGE_KEY));
  } catch {
    return parseSettings(null);
  }
}

export function createTradingStore({
  clock = systemClock,
  random = systemRandom,
  storage = defaultStorage(),
  initialCandles = [],
}: TradingStoreOptions = {}) {
  return createStore<TradingState>()((set, get) => {
    const ctx = createTradingContext(set, get, clock, random, (context) => addCandle(set, get, context));
    return {
      settings: readSettings(storage),
      activity: [],
      notifications: [],
      popup: null,
      dismissPopup: ctx.closePopup,
      ...createBotSlice(set, get, ctx, initialCandles),
      ...createSettingsSlice(set, get, ctx, storage),
    };
  });
}

export type TradingStore = ReturnType<typeof createTradingStore>;

export type { StorageLike, TradingState } from './slices/state';
