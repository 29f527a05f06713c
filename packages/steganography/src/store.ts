import { createStore } from 'zustand/vanilla';
import type { StegoClient } from './client';
import { createContentSlice } from './slices/contentSlice';
import type { StegoContext } from './slices/context';
import { createImagesSlice } from './slices/imagesSlice';
import { createRunSlice } from './slices/runSlice';
import type { StegoState } from './slices/state';

// The state is built from slices, one per concern (slices/*Slice.ts); what the views derive from
// it lives in slices/derived.ts.
export {
  activeSlot,
  blockReason,
  canRun,
  contentKey,
  neededBytes,
  payloadEstimate,
} from './slices/derived';

export type StegoStore = ReturnType<typeof createStegoStore>;

export interface StegoStoreDeps {
  client: StegoClient;
  createObjectURL?: (blob: Blob) => string;
  revokeObjectURL?: (url: string) => void;
}

export function createStegoStore({
  client,
  createObjectURL = (blob) => URL.createObjectURL(blob),
  revokeObjectURL = (url) => URL.revokeObjectURL(url),
}: StegoStoreDeps) {
  // The worker reads a chosen image's pixels ahead under this key (one per choice of each slot).
  const storeId = Math.random().toString(36).slice(2);
  const tokens = { carrier: 0, stegoImage: 0, run: 0, measure: 0 };
  return createStore<StegoState>()((set, get) => {
    const ctx: StegoContext = {
      client,
      createObjectURL,
      revokeObjectURL,
      tokens,
      warmKey: (key) => `${storeId}:${key}:${tokens[key]}`,
      clearOutputs() {
        const { result } = get();
        if (result?.url) revokeObjectURL(result.url);
        set({ status: null, result: null, recovered: null, progress: null });
      },
    };
    return {
      ...createImagesSlice(set, get, ctx),
      ...createContentSlice(set, get, ctx),
      ...createRunSlice(set, get, ctx),
    };
  });
}

export type { Content, EncodedResult, ImageSlot, Mode, RecoveredFile, StegoState } from './slices/state';
