// @vitest-environment node
import { createManualClock, seededRandom } from '@demos/kit';
import { describe, expect, it } from 'vitest';
import { createStore } from 'zustand/vanilla';
import { DEFAULT_SETTINGS, NOTIFICATION_POPUP_MS, SETTINGS_STORAGE_KEY, TICK_MS } from '../core/trading';
import { addCandle, createBotSlice } from './botSlice';
import { createSettingsSlice } from './settingsSlice';
import type { TradingState } from './state';
import {
  createTradingContext,
  type GetTrading,
  type SetTrading,
  type TradingContext,
} from './tradingContext';

/** One slice over plain values for the rest of the state, with the shared context on a manual clock. */
function harness(
  slice: (set: SetTrading, get: GetTrading, ctx: TradingContext) => Partial<TradingState>,
  rest: Partial<TradingState> = {},
) {
  const clock = createManualClock();
  let context: TradingContext | undefined;
  const store = createStore<TradingState>()((set, get) => {
    context = createTradingContext(set, get, clock, seededRandom(3), (ctx) => addCandle(set, get, ctx));
    return {
      running: false,
      candles: [],
      settings: DEFAULT_SETTINGS,
      activity: [],
      notifications: [],
      popup: null,
      ...slice(set, get, context),
      ...rest,
    } as TradingState;
  });
  return { s: () => store.getState(), clock, ctx: context as TradingContext };
}

describe('trading context', () => {
  it('shows a notification as a popup that closes by itself, and none when notifications are off', () => {
    const { s, clock, ctx } = harness(() => ({}));
    ctx.notify('info', 'Hello', 'World');
    expect(s().popup).toMatchObject({ title: 'Hello' });
    clock.advance(NOTIFICATION_POPUP_MS);
    expect(s().popup).toBeNull();
    const quiet = harness(() => ({}), { settings: { ...DEFAULT_SETTINGS, notifications: false } });
    quiet.ctx.notify('info', 'Hello', 'World');
    expect([quiet.s().popup, quiet.s().notifications]).toEqual([null, []]);
  });

  it('keeps the last 100 activity entries', () => {
    const { s, ctx } = harness(() => ({}));
    for (let i = 0; i < 105; i++) ctx.log(`entry ${i}`);
    expect(s().activity).toHaveLength(100);
    expect(s().activity[0]?.text).toBe('entry 5');
  });
});

describe('bot slice', () => {
  it('starts with the history, adds a candle per tick within the chart size, and stops its timers', () => {
    const { s, clock } = harness((set, get, ctx) => createBotSlice(set, get, ctx, []));
    s().start();
    expect(s().candles).toHaveLength(DEFAULT_SETTINGS.candles);
    const last = s().candles.at(-1);
    clock.advance(DEFAULT_SETTINGS.tickMs);
    expect(s().candles).toHaveLength(DEFAULT_SETTINGS.candles);
    expect(s().candles.at(-2)).toBe(last);
    s().stop();
    s().dispose();
    expect(clock.pendingTimers()).toBe(0);
    expect(s().activity.map((entry) => entry.text)).toContain('Bot stopped.');
  });
});

describe('settings slice', () => {
  const memory = () => {
    const data = new Map<string, string>();
    return {
      getItem: (key: string) => data.get(key) ?? null,
      setItem: (key: string, value: string) => void data.set(key, value),
      data,
    };
  };

  it('snaps numbers into their bounds, saves the settings, and never approves live mode by itself', () => {
    const storage = memory();
    const { s } = harness((set, get, ctx) => createSettingsSlice(set, get, ctx, storage));
    s().updateSettings({ tickMs: 5, liveGateApproved: true } as Parameters<
      TradingState['updateSettings']
    >[0]);
    expect(s().settings).toMatchObject({ tickMs: TICK_MS.min, liveGateApproved: false });
    expect(JSON.parse(storage.data.get(SETTINGS_STORAGE_KEY) ?? '{}')).toMatchObject({ tickMs: TICK_MS.min });
    s().approveLiveMode();
    expect(s().settings.liveGateApproved).toBe(true);
  });

  it('keeps the settings in memory and says so when the browser cannot save them', () => {
    const storage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('quota');
      },
    };
    const { s } = harness((set, get, ctx) => createSettingsSlice(set, get, ctx, storage));
    s().updateSettings({ candles: 20 });
    expect(s().settings.candles).toBe(20);
    expect(s().activity.at(-1)).toMatchObject({ tone: 'warning' });
  });

  it('restarts the running bot at the new pace', () => {
    const { s, clock, ctx } = harness((set, get, c) => createSettingsSlice(set, get, c, null), {
      running: true,
      candles: [],
    });
    ctx.startTicking();
    s().updateSettings({ tickMs: 2000 });
    clock.advance(1999);
    expect(s().candles).toHaveLength(0);
    clock.advance(1);
    expect(s().candles).toHaveLength(1);
    ctx.stopTimers();
  });
});
