import { type Clock, type Random, systemClock, systemRandom } from '@demos/kit';
import { createStore } from 'zustand/vanilla';
import { type BotSettings, type Candle, parseSettings, SETTINGS_STORAGE_KEY } from './core/trading';
import { createBotSlice } from './slices/botSlice';
import { createSettingsSlice } from './slices/settingsSlice';
import { createTradingContext } from './slices/tradingContext';

// The state is built from slices (the bot and its candles, the settings) over a shared context
// that holds the activity log, the notifications and the two timers (slices/tradingContext.ts).
export type NotificationType = 'info' | 'success' | 'warning';

export interface BotNotification {
  id: string;
  type: NotificationType;
  title: string;
  message: string;
}

export interface ActivityEntry {
  id: string;
  time: number;
  text: string;
  tone: 'default' | 'info' | 'success' | 'warning' | 'error';
}

/** The part of the settings a user may change directly; live mode goes through the gate. */
export type EditableSettings = Omit<BotSettings, 'liveGateApproved'>;

export interface TradingState {
  running: boolean;
  settings: BotSettings;
  candles: Candle[];
  activity: ActivityEntry[];
  /** Newest first. */
  notifications: BotNotification[];
  /** The notification shown as a popup; it closes by itself after 5 s. */
  popup: BotNotification | null;
  start: () => void;
  stop: () => void;
  /** Changes settings; numbers are snapped into their bounds. `liveGateApproved` cannot be set here. */
  updateSettings: (changes: Partial<EditableSettings>) => void;
  /** Call only from the confirmation dialog's confirm button. */
  approveLiveMode: () => void;
  disableLiveMode: () => void;
  clearChart: () => void;
  dismissPopup: () => void;
  dispose: () => void;
}

export type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

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
    const ctx = createTradingContext(set, get, clock, random);
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
