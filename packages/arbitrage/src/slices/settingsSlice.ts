import { type BotSettings, CANDLES, SETTINGS_STORAGE_KEY, snapToBounds, TICK_MS } from '../core/trading';
import type { StorageLike, TradingState } from './state';
import type { GetTrading, SetTrading, TradingContext } from './tradingContext';

export type SettingsSlice = Pick<TradingState, 'updateSettings' | 'approveLiveMode' | 'disableLiveMode'>;

/** The bot's settings, kept in the browser; live mode only through its confirmation. */
export function createSettingsSlice(
  set: SetTrading,
  get: GetTrading,
  ctx: TradingContext,
  storage: StorageLike | null,
): SettingsSlice {
  const setSettings = (settings: BotSettings) => {
    set({ settings });
    try {
      storage?.setItem(SETTINGS_STORAGE_KEY, JSON.stringify(settings));
    } catch {
      ctx.log('Settings could not be saved in this browser; they last until the page closes.', 'warning');
    }
  };
  return {
    updateSettings: (changes) => {
      const current = get().settings;
      const next: BotSettings = { ...current };
      if (changes.tickMs !== undefined) next.tickMs = snapToBounds(changes.tickMs, TICK_MS);
      if (changes.candles !== undefined) next.candles = snapToBounds(changes.candles, CANDLES);
      if (changes.notifications !== undefined) next.notifications = changes.notifications === true;
      if (changes.theme === 'light' || changes.theme === 'dark') next.theme = changes.theme;
      setSettings(next);
      if (next.candles !== current.candles) set((state) => ({ candles: state.candles.slice(-next.candles) }));
      if (next.tickMs !== current.tickMs && get().running) ctx.startTicking();
    },
    approveLiveMode: () => {
      setSettings({ ...get().settings, liveGateApproved: true });
      ctx.log('Live mode approved (simulated: no real orders are ever sent).', 'warning');
      ctx.notify('warning', 'Live mode on', 'Simulated live trading is enabled.');
    },
    disableLiveMode: () => {
      setSettings({ ...get().settings, liveGateApproved: false });
      ctx.log('Live mode off: back to paper trading.', 'info');
    },
  };
}
