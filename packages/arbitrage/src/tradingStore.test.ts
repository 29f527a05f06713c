import { seededRandom } from '@demos/kit';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BASE_PRICE,
  CANDLE_SPACING_MS,
  CANDLES,
  DEFAULT_SETTINGS,
  NOTIFICATION_POPUP_MS,
  nextCandle,
  parseSettings,
  SETTINGS_STORAGE_KEY,
  snapToBounds,
  TICK_MS,
} from './core/trading';
import { createTradingStore } from './tradingStore';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    data,
  };
}

describe('trading settings', () => {
  it('has the spec bounds and defaults', () => {
    expect(TICK_MS).toEqual({ min: 200, max: 2000, step: 100, default: 800 });
    expect(CANDLES).toEqual({ min: 10, max: 200, step: 5, default: 50 });
    expect(DEFAULT_SETTINGS).toEqual({
      tickMs: 800,
      candles: 50,
      notifications: true,
      theme: 'light',
      liveGateApproved: false,
    });
    expect(NOTIFICATION_POPUP_MS).toBe(5000);
    expect(BASE_PRICE).toBe(45000);
    expect(CANDLE_SPACING_MS).toBe(60_000);
  });

  it('falls back to defaults on bad stored data without throwing', () => {
    for (const raw of [null, '', '{', 'null', '42', '[]', '"x"', '{"tickMs":"fast"}']) {
      expect(parseSettings(raw)).toEqual(DEFAULT_SETTINGS);
    }
  });

  it('keeps valid fields and replaces invalid ones one by one', () => {
    const raw = JSON.stringify({
      tickMs: 1500,
      candles: 7,
      notifications: false,
      theme: 'neon',
      liveGateApproved: 'yes',
    });
    expect(parseSettings(raw)).toEqual({ ...DEFAULT_SETTINGS, tickMs: 1500, notifications: false });
    // Off the step grid or out of range.
    expect(parseSettings(JSON.stringify({ tickMs: 250 })).tickMs).toBe(800);
    expect(parseSettings(JSON.stringify({ tickMs: 2100 })).tickMs).toBe(800);
    expect(parseSettings(JSON.stringify({ tickMs: 100 })).tickMs).toBe(800);
    expect(parseSettings(JSON.stringify({ candles: 12 })).candles).toBe(50);
    expect(parseSettings(JSON.stringify({ candles: 205 })).candles).toBe(50);
    expect(parseSettings(JSON.stringify({ tickMs: 200, candles: 10 }))).toMatchObject({
      tickMs: 200,
      candles: 10,
    });
    expect(parseSettings(JSON.stringify({ tickMs: 2000, candles: 200 }))).toMatchObject({
      tickMs: 2000,
      candles: 200,
    });
    expect(parseSettings(JSON.stringify({ theme: 'dark', liveGateApproved: true }))).toMatchObject({
      theme: 'dark',
      liveGateApproved: true,
    });
  });

  it('snaps numbers into the slider bounds', () => {
    expect(snapToBounds(50, TICK_MS)).toBe(200);
    expect(snapToBounds(9999, TICK_MS)).toBe(2000);
    expect(snapToBounds(849, TICK_MS)).toBe(800);
    expect(snapToBounds(851, TICK_MS)).toBe(900);
    expect(snapToBounds(Number.NaN, CANDLES)).toBe(10);
    expect(snapToBounds(13, CANDLES)).toBe(15);
    expect(snapToBounds(1000, CANDLES)).toBe(200);
  });
});

describe('candles', () => {
  it('opens at the base price, spaces candles 60 s apart and stays about 45000', () => {
    const random = seededRandom(9);
    let previous = nextCandle(undefined, random, 600_000);
    expect(previous.open).toBe(45000);
    expect(previous.timestamp).toBe(600_000);
    for (let i = 0; i < 2000; i++) {
      const candle = nextCandle(previous, random, 0);
      expect(candle.timestamp - previous.timestamp).toBe(60_000);
      expect(candle.open).toBe(previous.close);
      expect(candle.high).toBeGreaterThanOrEqual(Math.max(candle.open, candle.close));
      expect(candle.low).toBeLessThanOrEqual(Math.min(candle.open, candle.close));
      expect(candle.isGreen).toBe(candle.close >= candle.open);
      expect(Math.abs(candle.close / 45000 - 1)).toBeLessThan(0.1);
      previous = candle;
    }
  });
});

describe('trading store', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-01-01T12:00:30Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('starts stopped with an empty chart and default settings', () => {
    const store = createTradingStore({ random: seededRandom(1), storage: memoryStorage() });
    expect(store.getState()).toMatchObject({ running: false, candles: [], settings: DEFAULT_SETTINGS });
  });

  it('loads the history of N candles on Start, then adds a live candle every tickMs', () => {
    const store = createTradingStore({ random: seededRandom(1), storage: memoryStorage() });
    store.getState().updateSettings({ candles: 20 });
    store.getState().start();
    const { candles } = store.getState();
    expect(candles).toHaveLength(20);
    expect(candles.at(-1)?.timestamp).toBe(Date.parse('2026-01-01T12:00:00Z'));
    expect(candles[0]?.open).toBe(45000);

    store.getState().updateSettings({ candles: 200 });
    vi.advanceTimersByTime(799);
    expect(store.getState().candles).toHaveLength(20);
    vi.advanceTimersByTime(1);
    expect(store.getState().candles).toHaveLength(21);
    expect(store.getState().candles.at(-1)?.timestamp).toBe(Date.parse('2026-01-01T12:01:00Z'));
    vi.advanceTimersByTime(800 * 4);
    expect(store.getState().candles).toHaveLength(25);
  });

  it('keeps only the latest N candles', () => {
    const store = createTradingStore({ random: seededRandom(2), storage: memoryStorage() });
    store.getState().updateSettings({ candles: 10, tickMs: 200 });
    store.getState().start();
    vi.advanceTimersByTime(200 * 15);
    const { candles } = store.getState();
    expect(candles).toHaveLength(10);
    // The newest are kept: timestamps run on 60 s apart to the last one.
    expect(candles.at(-1)?.timestamp).toBe(Date.parse('2026-01-01T12:15:00Z'));
    store.getState().updateSettings({ candles: 5 }); // snapped up to the minimum of 10
    expect(store.getState().settings.candles).toBe(10);
    store.getState().stop();
    store.getState().updateSettings({ candles: 200 });
    store.getState().updateSettings({ candles: 10 });
    expect(store.getState().candles).toHaveLength(10);
  });

  it('follows a tick interval change while running', () => {
    const store = createTradingStore({ random: seededRandom(3), storage: memoryStorage() });
    store.getState().start();
    const lastTime = () => store.getState().candles.at(-1)?.timestamp;
    store.getState().updateSettings({ tickMs: 2000 });
    vi.advanceTimersByTime(1999);
    expect(lastTime()).toBe(Date.parse('2026-01-01T12:00:00Z'));
    vi.advanceTimersByTime(1);
    expect(lastTime()).toBe(Date.parse('2026-01-01T12:01:00Z'));
    vi.advanceTimersByTime(2000);
    expect(lastTime()).toBe(Date.parse('2026-01-01T12:02:00Z'));
  });

  it('Stop halts the ticks and keeps the chart', () => {
    const store = createTradingStore({ random: seededRandom(4), storage: memoryStorage() });
    store.getState().start();
    vi.advanceTimersByTime(1600);
    const candles = store.getState().candles;
    store.getState().stop();
    vi.advanceTimersByTime(10_000);
    expect(store.getState()).toMatchObject({ running: false, candles });
    store.getState().clearChart();
    expect(store.getState().candles).toEqual([]);
    store.getState().dispose();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('persists settings under the documented key and reads them back', () => {
    const storage = memoryStorage();
    const store = createTradingStore({ random: seededRandom(1), storage });
    store.getState().updateSettings({ tickMs: 1200, candles: 75, notifications: false, theme: 'dark' });
    expect(SETTINGS_STORAGE_KEY).toBe('demos:arbitrage:trading-bot-settings');
    expect(JSON.parse(storage.data.get(SETTINGS_STORAGE_KEY) ?? '')).toEqual({
      tickMs: 1200,
      candles: 75,
      notifications: false,
      theme: 'dark',
      liveGateApproved: false,
    });
    const again = createTradingStore({ random: seededRandom(1), storage });
    expect(again.getState().settings).toEqual({
      tickMs: 1200,
      candles: 75,
      notifications: false,
      theme: 'dark',
      liveGateApproved: false,
    });
  });

  it('survives corrupt storage and storage that throws', () => {
    const corrupt = createTradingStore({ storage: memoryStorage({ [SETTINGS_STORAGE_KEY]: '{"tickMs":' }) });
    expect(corrupt.getState().settings).toEqual(DEFAULT_SETTINGS);
    const throwing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    const store = createTradingStore({ storage: throwing });
    expect(store.getState().settings).toEqual(DEFAULT_SETTINGS);
    store.getState().updateSettings({ tickMs: 300 });
    expect(store.getState().settings.tickMs).toBe(300);
    expect(store.getState().activity.at(-1)?.text).toMatch(/could not be saved/);
  });

  it('sets live mode only through the gate', () => {
    const store = createTradingStore({ storage: memoryStorage() });
    // Not an editable setting: ignored even if a caller sneaks it in.
    store.getState().updateSettings({ liveGateApproved: true } as never);
    expect(store.getState().settings.liveGateApproved).toBe(false);
    store.getState().approveLiveMode();
    expect(store.getState().settings.liveGateApproved).toBe(true);
    store.getState().disableLiveMode();
    expect(store.getState().settings.liveGateApproved).toBe(false);
  });

  it('lists notifications and closes the popup after 5 s; none when they are off', () => {
    const store = createTradingStore({ random: seededRandom(1), storage: memoryStorage() });
    store.getState().start();
    expect(store.getState().popup?.title).toBe('Bot started');
    expect(store.getState().notifications[0]?.title).toBe('Bot started');
    store.getState().stop();
    vi.advanceTimersByTime(4999);
    expect(store.getState().popup?.title).toBe('Bot stopped');
    vi.advanceTimersByTime(1);
    expect(store.getState().popup).toBeNull();
    expect(store.getState().notifications.map((n) => n.title)).toEqual(['Bot stopped', 'Bot started']);

    store.getState().updateSettings({ notifications: false });
    store.getState().start();
    expect(store.getState().popup).toBeNull();
    expect(store.getState().notifications).toHaveLength(2);
    expect(store.getState().activity.some((a) => a.text.startsWith('Bot started'))).toBe(true);
  });
});
