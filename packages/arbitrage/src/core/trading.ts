import type { Random } from '@demos/kit';

const randomBetween = (random: Random, min: number, max: number) => min + random() * (max - min);

/** Spec §9, trading bot. */
export const TICK_MS = { min: 200, max: 2000, step: 100, default: 800 } as const;
export const CANDLES = { min: 10, max: 200, step: 5, default: 50 } as const;
export const BASE_PRICE = 45000;
export const CANDLE_SPACING_MS = 60_000;
export const NOTIFICATION_POPUP_MS = 5000;
/** The settings' key in localStorage. */
export const SETTINGS_STORAGE_KEY = 'demos:arbitrage:trading-bot-settings';

export type ChartTheme = 'light' | 'dark';

export interface BotSettings {
  tickMs: number;
  candles: number;
  notifications: boolean;
  theme: ChartTheme;
  liveGateApproved: boolean;
}

export const DEFAULT_SETTINGS: BotSettings = {
  tickMs: TICK_MS.default,
  candles: CANDLES.default,
  notifications: true,
  theme: 'light',
  liveGateApproved: false,
};

export interface Candle {
  /** ms since the epoch, a multiple of the 60 s spacing. */
  timestamp: number;
  open: number;
  high: number;
  low: number;
  close: number;
  isGreen: boolean;
}

interface Bounds {
  min: number;
  max: number;
  step: number;
}

const onGrid = (value: unknown, { min, max, step }: Bounds): value is number =>
  typeof value === 'number' &&
  Number.isInteger(value) &&
  value >= min &&
  value <= max &&
  (value - min) % step === 0;

/** Snaps any number to the nearest allowed value of a setting. */
export function snapToBounds(value: number, { min, max, step }: Bounds): number {
  if (!Number.isFinite(value)) return min;
  const snapped = min + Math.round((value - min) / step) * step;
  return Math.min(max, Math.max(min, snapped));
}

/**
 * Reads settings from untrusted storage: each field that is missing or out of its bounds falls back
 * to its default; anything that is not a JSON object gives the defaults.
 */
export function parseSettings(raw: string | null | undefined): BotSettings {
  if (!raw) return { ...DEFAULT_SETTINGS };
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return { ...DEFAULT_SETTINGS };
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return { ...DEFAULT_SETTINGS };
  const record = data as Record<string, unknown>;
  return {
    tickMs: onGrid(record.tickMs, TICK_MS) ? record.tickMs : DEFAULT_SETTINGS.tickMs,
    candles: onGrid(record.candles, CANDLES) ? record.candles : DEFAULT_SETTINGS.candles,
    notifications:
      typeof record.notifications === 'boolean' ? record.notifications : DEFAULT_SETTINGS.notifications,
    theme: record.theme === 'light' || record.theme === 'dark' ? record.theme : DEFAULT_SETTINGS.theme,
    liveGateApproved: record.liveGateApproved === true,
  };
}

/** Where a fresh series starts: the 60 s slot at or before `now`. */
export const alignToSpacing = (now: number) => Math.floor(now / CANDLE_SPACING_MS) * CANDLE_SPACING_MS;

/**
 * The next candle after `previous` (or the first one, opening at the base price): a random walk of
 * at most ±0.4 % per candle, gently pulled back towards the base price so it stays about 45000.
 */
export function nextCandle(previous: Candle | undefined, random: Random, firstTimestamp: number): Candle {
  const open = previous?.close ?? BASE_PRICE;
  const timestamp = previous ? previous.timestamp + CANDLE_SPACING_MS : firstTimestamp;
  const pull = ((BASE_PRICE - open) / BASE_PRICE) * 0.1;
  const close = open * (1 + randomBetween(random, -0.004, 0.004) + pull);
  const high = Math.max(open, close) * (1 + randomBetween(random, 0, 0.002));
  const low = Math.min(open, close) * (1 - randomBetween(random, 0, 0.002));
  return { timestamp, open, high, low, close, isGreen: close >= open };
}

/** A history of `count` candles, 60 s apart, the last one in the slot of `now`. */
export function candleHistory(count: number, random: Random, now: number): Candle[] {
  const first = alignToSpacing(now) - (count - 1) * CANDLE_SPACING_MS;
  const candles: Candle[] = [];
  for (let i = 0; i < count; i++) candles.push(nextCandle(candles.at(-1), random, first));
  return candles;
}
