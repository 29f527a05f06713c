import { createStore } from 'zustand/vanilla';
import type { StegoClient } from './client';
import { capacityBytes, frameBytes } from './core/bits';
import { MESSAGES } from './core/constants';
import { encodedFileName } from './core/format';
import { sizeBlocker } from './core/limits';
import { payloadSize } from './core/payload';

export type Mode = 'encode' | 'decode';

export interface ImageInfo {
  width: number;
  height: number;
  /** Bytes the image can carry (length prefix included). */
  capacity: number;
}

export interface EncodedResult {
  blob: Blob;
  /** Object URL of a small preview made in the worker (null when none could be made). */
  url: string | null;
  fileName: string;
  width: number;
  height: number;
}

export interface RecoveredFile {
  blob: Blob;
  name: string;
  type: string;
  size: number;
}

/**
 * One image input's state. Each mode has its own (Encode's carrier, Decode's image), so each mode
 * shows the image it will use and the other mode's choice never leaks in. A drop zone can replace
 * the native input by calling the same setter and showing `file.name`.
 */
export interface ImageSlot {
  file: File | null;
  /** Object URL of a small preview made in the worker. */
  url: string | null;
  /** Known once the worker has read the image's size. */
  info: ImageInfo | null;
  /** Why this input cannot be used (stays until this input changes). */
  error: string | null;
}

const EMPTY_SLOT: ImageSlot = { file: null, url: null, info: null, error: null };

export interface StegoState {
  mode: Mode;
  /** Encode's carrier image. */
  carrier: ImageSlot;
  /** Decode's image. */
  stegoImage: ImageSlot;
  /** The file to hide (Encode). */
  file: File | null;
  password: string;
  showPassword: boolean;
  busy: boolean;
  progress: number | null;
  /** The outcome of the last action (or its progress text); cleared when an input changes. */
  message: string;
  result: EncodedResult | null;
  recovered: RecoveredFile | null;
  setMode(mode: Mode): void;
  /** Sets the image of the current mode. */
  setImage(image: File | null): Promise<void>;
  setCarrier(image: File | null): Promise<void>;
  setStegoImage(image: File | null): Promise<void>;
  setFile(file: File | null): void;
  setPassword(password: string): void;
  toggleShowPassword(): void;
  run(): Promise<void>;
  dispose(): void;
}

export type StegoStore = ReturnType<typeof createStegoStore>;

/** The image slot the current mode uses. */
export function activeSlot(state: Pick<StegoState, 'mode' | 'carrier' | 'stegoImage'>): ImageSlot {
  return state.mode === 'encode' ? state.carrier : state.stegoImage;
}

/** Bytes needed to hide the current file (null without a file). */
export function neededBytes(state: Pick<StegoState, 'file' | 'password'>): number | null {
  if (!state.file) return null;
  return frameBytes(payloadBytes(state.file, state.password));
}

function payloadBytes(file: File, password: string): number {
  return payloadSize({ name: file.name, type: file.type, size: file.size }, password !== '');
}

type ReasonState = Pick<StegoState, 'mode' | 'carrier' | 'stegoImage' | 'file' | 'password'>;

/**
 * Why the action cannot run with the current inputs, known before pressing (null when it can):
 * an unusable image, a missing input, an image too small for the file, a file over the 1 MB limit.
 * It is derived from the inputs, so it stays exactly until the input that causes it changes.
 */
export function blockReason(state: ReasonState): string | null {
  const slot = activeSlot(state);
  if (slot.error) return slot.error;
  if (state.mode === 'decode') return slot.file ? null : MESSAGES.missingImage;
  if (!slot.file || !state.file) return MESSAGES.missingInputs;
  if (!slot.info) return null;
  return sizeBlocker(slot.info.capacity, payloadBytes(state.file, state.password))?.message ?? null;
}

/**
 * The action button's rule: disabled while busy, without an image (or while its size is being
 * read), (encode) without a file, and whenever a reason is known before pressing.
 */
export function canRun(state: ReasonState & Pick<StegoState, 'busy'>): boolean {
  return !state.busy && activeSlot(state).info !== null && blockReason(state) === null;
}

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
  const probeTokens = { carrier: 0, stegoImage: 0 };
  let runToken = 0;
  return createStore<StegoState>()((set, get) => {
    const clearOutputs = () => {
      const { result } = get();
      if (result?.url) revokeObjectURL(result.url);
      set({ message: '', result: null, recovered: null, progress: null });
    };

    const setSlot = async (key: 'carrier' | 'stegoImage', image: File | null) => {
      const token = ++probeTokens[key];
      const previous = get()[key].url;
      if (previous) revokeObjectURL(previous);
      clearOutputs();
      if (!image) {
        set({ [key]: EMPTY_SLOT });
        return;
      }
      if (!image.type.startsWith('image/')) {
        set({ [key]: { ...EMPTY_SLOT, file: image, error: MESSAGES.invalidImage } });
        return;
      }
      set({ [key]: { ...EMPTY_SLOT, file: image } });
      const probe = await client.probe(image);
      if (token !== probeTokens[key]) return;
      if (!probe.ok) {
        set({ [key]: { ...EMPTY_SLOT, file: image, error: probe.message } });
        return;
      }
      set({
        [key]: {
          file: image,
          error: null,
          url: probe.preview ? createObjectURL(probe.preview) : null,
          info: {
            width: probe.width,
            height: probe.height,
            capacity: capacityBytes(probe.width * probe.height),
          },
        },
      });
    };

    return {
      mode: 'encode',
      carrier: EMPTY_SLOT,
      stegoImage: EMPTY_SLOT,
      file: null,
      password: '',
      showPassword: false,
      busy: false,
      progress: null,
      message: '',
      result: null,
      recovered: null,

      setMode(mode) {
        if (mode === get().mode) return;
        if (get().busy) runToken++; // the running job's outcome is dropped
        clearOutputs();
        set({ mode, busy: false });
      },

      setImage(image) {
        return setSlot(get().mode === 'encode' ? 'carrier' : 'stegoImage', image);
      },

      setCarrier(image) {
        return setSlot('carrier', image);
      },

      setStegoImage(image) {
        return setSlot('stegoImage', image);
      },

      setFile(file) {
        clearOutputs();
        set({ file });
      },

      setPassword(password) {
        set({ password });
      },

      toggleShowPassword() {
        set({ showPassword: !get().showPassword });
      },

      async run() {
        const state = get();
        if (state.busy) return;
        const reason = blockReason(state);
        if (reason) {
          set({ message: reason });
          return;
        }
        const slot = activeSlot(state);
        if (!slot.file) return;
        const image = slot.file;
        clearOutputs();
        const token = ++runToken;
        const mode = state.mode;
        set({
          busy: true,
          progress: 0,
          message: mode === 'encode' ? 'Encodage en cours…' : 'Décodage en cours…',
        });
        const onProgress = (percent: number) => {
          if (token === runToken) set({ progress: Math.max(0, Math.min(100, percent)) });
        };
        const password = state.password || undefined;
        if (mode === 'encode') {
          const file = state.file as File;
          const outcome = await client.encode(
            { image, file, fileName: file.name, fileType: file.type, password },
            onProgress,
          );
          if (token !== runToken) return;
          if (!outcome.ok) {
            set({ busy: false, progress: null, message: outcome.message });
            return;
          }
          const result: EncodedResult = {
            blob: outcome.png,
            url: null,
            fileName: encodedFileName(image.name),
            width: outcome.width,
            height: outcome.height,
          };
          set({ busy: false, progress: 100, message: MESSAGES.encodeDone, result });
          const preview = await outcome.preview;
          if (!preview || get().result !== result) return;
          set({ result: { ...result, url: createObjectURL(preview) } });
          return;
        }
        const outcome = await client.decode({ image, password }, onProgress);
        if (token !== runToken) return;
        if (!outcome.ok) {
          set({ busy: false, progress: null, message: outcome.message });
          return;
        }
        set({
          busy: false,
          progress: 100,
          message: MESSAGES.decodeDone,
          recovered: {
            blob: outcome.bytes,
            name: outcome.name,
            type: outcome.type,
            size: outcome.bytes.size,
          },
        });
      },

      dispose() {
        probeTokens.carrier++;
        probeTokens.stegoImage++;
        runToken++;
        const { result, carrier, stegoImage } = get();
        if (result?.url) revokeObjectURL(result.url);
        if (carrier.url) revokeObjectURL(carrier.url);
        if (stegoImage.url) revokeObjectURL(stegoImage.url);
        client.dispose();
      },
    };
  });
}
