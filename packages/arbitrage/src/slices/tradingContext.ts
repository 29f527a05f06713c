import { type Clock, createIdGenerator, type Random, type TimerId } from '@demos/kit';
import type { StoreApi } from 'zustand/vanilla';
import { NOTIFICATION_POPUP_MS } from '../core/trading';
import type { ActivityEntry, NotificationType, TradingState } from './state';

const ACTIVITY_LIMIT = 100;
const NOTIFICATIONS_LIMIT = 20;

export type SetTrading = StoreApi<TradingState>['setState'];
export type GetTrading = StoreApi<TradingState>['getState'];

/** What the trading slices share: the clock and randomness, the log, and the two timers. */
export interface TradingContext {
  clock: Clock;
  random: Random;
  log(text: string, tone?: ActivityEntry['tone']): void;
  /** Records a notification and shows it as the popup (when notifications are on). */
  notify(type: NotificationType, title: string, message: string): void;
  closePopup(): void;
  /** Stops both timers (page unmount); the state stays as it is. */
  stopTimers(): void;
  /** (Re)starts the candle timer at the settings' pace. */
  startTicking(): void;
  stopTicking(): void;
}

export function createTradingContext(
  set: SetTrading,
  get: GetTrading,
  clock: Clock,
  random: Random,
  /** What each tick of the candle timer does (the bot slice's `addCandle`), given rather than
   * imported so that the context and the bot slice do not import each other. */
  onTick: (ctx: TradingContext) => void,
): TradingContext {
  const nextId = createIdGenerator('activity');
  const nextNotificationId = createIdGenerator('notification');
  let tickTimer: TimerId | undefined;
  let popupTimer: TimerId | undefined;
  const ctx: TradingContext = {
    clock,
    random,
    log: (text, tone = 'default') =>
      set((state) => ({
        activity: [...state.activity, { id: nextId(), time: clock.now(), text, tone }].slice(-ACTIVITY_LIMIT),
      })),
    notify(type, title, message) {
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
    },
    closePopup() {
      clock.clearTimeout(popupTimer);
      popupTimer = undefined;
      set({ popup: null });
    },
    stopTimers() {
      ctx.stopTicking();
      clock.clearTimeout(popupTimer);
      popupTimer = undefined;
    },
    startTicking() {
      clock.clearInterval(tickTimer);
      tickTimer = clock.setInterval(() => onTick(ctx), get().settings.tickMs);
    },
    stopTicking() {
      clock.clearInterval(tickTimer);
      tickTimer = undefined;
    },
  };
  return ctx;
}
