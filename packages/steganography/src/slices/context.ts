import type { StoreApi } from 'zustand/vanilla';
import type { StegoClient } from '../client';
import type { StegoState } from './state';

export type SlotKey = 'carrier' | 'stegoImage';
export type SetStego = StoreApi<StegoState>['setState'];
export type GetStego = StoreApi<StegoState>['getState'];

/** What the slices share: the worker, object URLs, and the tokens that drop stale answers. */
export interface StegoContext {
  client: StegoClient;
  createObjectURL(blob: Blob): string;
  revokeObjectURL(url: string): void;
  /** Bumped to drop the answer of a request still on its way (per image slot, run, measure). */
  tokens: Record<SlotKey | 'run' | 'measure', number>;
  /** The key the worker keeps a slot's current image's pixels under, read ahead at choice. */
  warmKey(key: SlotKey): string;
  /** Drops the last action's outcome (an input changed). */
  clearOutputs(): void;
}
