import {
  type Clock,
  createIdGenerator,
  type Random,
  systemClock,
  systemRandom,
  type TimerId,
} from '@demos/kit';
import { createStore } from 'zustand/vanilla';
import { formatPrice } from './core/format';
import {
  alignToSpacing,
  type BotSettings,
  CANDLES,
  type Candle,
  candleHistory,
  NOTIFICATION_POPUP_MS,
  nextCandle,
  parseSettings,
  SETTINGS_STORAGE_KEY,
  snapToBounds,
  TICK_MS,
} from './core/trading';

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

/** A move of a single candle this large (in %) raises a notification (about one candle in twenty). */
export const BIG_MOVE_PERCENT = 0.38;
export const ACTIVITY_LIMIT = 100;
export const NOTIFICATIONS_LIMIT = 20;

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

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

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
  const nextId = createIdGenerator('activity');
  const nextNotificationId = createIdGenerator('notification');
  let tickTimer: TimerId | undefined;
  let popupTimer: TimerId | undefined;

  return createStore<TradingState>()((set, get) => {
    const log = (text: string, tone: ActivityEntry['tone'] = 'default') =>
      set((state) => ({
        activity: [...state.activity, { id: nextId(), time: clock.now(), text, tone }].slice(-ACTIVITY_LIMIT),
      }));

    const notify = (type: NotificationType, title: string, message: string) => {
      if (!get().settings.notifications) return;
      const notification = { id: nextNotificationId(), type, title, message };
      set((state) => ({
        notifications: [notification, ...state.notifications].slice(0, NOTIFICATIONS_LIMIT),
        popup: notification,
      }));
      clock.clearTimeout(popupTimer);
      popupTimer = clock.setTimeout(() => {
        popupTimer = undefined;
        set({ popup: null });
      }, NOTIFICATION_POPUP_MS);
    };

    const save = (settings: BotSettings) => {
      try {
        storage?.setItem(SETTINGS_STORAGE_KEY, JSON.stringify(settings));
      } catch {
        log('Settings could not be saved in this browser; they last until the page closes.', 'warning');
      }
    };

    const setSettings = (settings: BotSettings) => {
      set({ settings });
      save(settings);
    };

    const tick = () => {
      const { candles, settings } = get();
      const candle = nextCandle(candles.at(-1), random, alignToSpacing(clock.now()));
      set({ candles: [...candles, candle].slice(-settings.candles) });
      const move = ((candle.close - candle.open) / candle.open) * 100;
      if (Math.abs(move) >= BIG_MOVE_PERCENT) {
        const direction = move > 0 ? 'up' : 'down';
        log(
          `Big move ${direction} ${Math.abs(move).toFixed(2)} % to ${formatPrice(candle.close)}`,
          'warning',
        );
        notify(
          'warning',
          `Price ${direction} ${Math.abs(move).toFixed(2)} %`,
          `BTC/USDT closed at ${formatPrice(candle.close)}.`,
        );
      }
    };

    const startTicking = () => {
      clock.clearInterval(tickTimer);
      tickTimer = clock.setInterval(tick, get().settings.tickMs);
    };

    return {
      running: false,
      settings: readSettings(storage),
      candles: initialCandles,
      activity: [],
      notifications: [],
      popup: null,
      start: () => {
        if (get().running) return;
        const { candles, settings } = get();
        if (candles.length === 0) {
          set({ candles: candleHistory(settings.candles, random, clock.now()) });
          log(`Loaded ${settings.candles} historical candles of BTC/USDT.`, 'info');
        }
        set({ running: true });
        startTicking();
        const mode = settings.liveGateApproved ? 'live mode (simulated)' : 'paper mode';
        log(`Bot started in ${mode}, a new candle every ${settings.tickMs} ms.`, 'success');
        notify('success', 'Bot started', `Trading BTC/USDT in ${mode}.`);
      },
      stop: () => {
        if (!get().running) return;
        clock.clearInterval(tickTimer);
        tickTimer = undefined;
        set({ running: false });
        log('Bot stopped.', 'info');
        notify('info', 'Bot stopped', 'No new candles until you start it again.');
      },
      updateSettings: (changes) => {
        const current = get().settings;
        const next: BotSettings = { ...current };
        if (changes.tickMs !== undefined) next.tickMs = snapToBounds(changes.tickMs, TICK_MS);
        if (changes.candles !== undefined) next.candles = snapToBounds(changes.candles, CANDLES);
        if (changes.notifications !== undefined) next.notifications = changes.notifications === true;
        if (changes.theme === 'light' || changes.theme === 'dark') next.theme = changes.theme;
        setSettings(next);
        if (next.candles !== current.candles)
          set((state) => ({ candles: state.candles.slice(-next.candles) }));
        if (next.tickMs !== current.tickMs && get().running) startTicking();
      },
      approveLiveMode: () => {
        setSettings({ ...get().settings, liveGateApproved: true });
        log('Live mode approved (simulated: no real orders are ever sent).', 'warning');
        notify('warning', 'Live mode on', 'Simulated live trading is enabled.');
      },
      disableLiveMode: () => {
        setSettings({ ...get().settings, liveGateApproved: false });
        log('Live mode off: back to paper trading.', 'info');
      },
      clearChart: () => {
        set({ candles: [] });
        log('Chart cleared.', 'info');
      },
      dismissPopup: () => {
        clock.clearTimeout(popupTimer);
        popupTimer = undefined;
        set({ popup: null });
      },
      dispose: () => {
        clock.clearInterval(tickTimer);
        clock.clearTimeout(popupTimer);
        tickTimer = undefined;
        popupTimer = undefined;
      },
    };
  });
}

export type TradingStore = ReturnType<typeof createTradingStore>;
