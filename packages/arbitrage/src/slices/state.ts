import type { BotSettings, Candle } from '../core/trading';

// The state the slices build and share: its own module, so that the slices need not import the
// store that assembles them (no import cycle, type-only ones included).
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
