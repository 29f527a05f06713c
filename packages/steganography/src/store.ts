import { createStore } from 'zustand/vanilla';
import type { StegoClient } from './client';
import { capacityBytes, frameBytes } from './core/bits';
import { MESSAGES } from './core/constants';
import { encodedFileName } from './core/format';
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

export interface StegoState {
  mode: Mode;
  image: File | null;
  /** Object URL of a small preview of the chosen image, made in the worker. */
  imageUrl: string | null;
  imageInfo: ImageInfo | null;
  file: File | null;
  password: string;
  showPassword: boolean;
  busy: boolean;
  progress: number | null;
  message: string;
  result: EncodedResult | null;
  recovered: RecoveredFile | null;
  setMode(mode: Mode): void;
  setImage(image: File | null): Promise<void>;
  setFile(file: File | null): void;
  setPassword(password: string): void;
  toggleShowPassword(): void;
  run(): Promise<void>;
  dispose(): void;
}

export type StegoStore = ReturnType<typeof createStegoStore>;

/** Bytes needed to hide the current file (null without a file). */
export function neededBytes(state: Pick<StegoState, 'file' | 'password'>): number | null {
  if (!state.file) return null;
  return frameBytes(
    payloadSize(
      { name: state.file.name, type: state.file.type, size: state.file.size },
      state.password !== '',
    ),
  );
}

/** The action button's rule: disabled while busy, without an image, or (encode) without a file. */
export function canRun(state: Pick<StegoState, 'busy' | 'image' | 'file' | 'mode'>): boolean {
  return !state.busy && state.image !== null && (state.mode === 'decode' || state.file !== null);
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
  let probeToken = 0;
  let runToken = 0;
  return createStore<StegoState>()((set, get) => {
    const clearOutputs = () => {
      const { result } = get();
      if (result?.url) revokeObjectURL(result.url);
      set({ message: '', result: null, recovered: null, progress: null });
    };
    return {
      mode: 'encode',
      image: null,
      imageUrl: null,
      imageInfo: null,
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

      async setImage(image) {
        const token = ++probeToken;
        const previous = get().imageUrl;
        if (previous) revokeObjectURL(previous);
        clearOutputs();
        if (!image) {
          set({ image: null, imageUrl: null, imageInfo: null });
          return;
        }
        if (!image.type.startsWith('image/')) {
          set({ image: null, imageUrl: null, imageInfo: null, message: MESSAGES.invalidImage });
          return;
        }
        set({ image, imageUrl: null, imageInfo: null });
        const probe = await client.probe(image);
        if (token !== probeToken) return;
        if (!probe.ok) {
          set({ image: null, imageUrl: null, imageInfo: null, message: probe.message });
          return;
        }
        set({
          imageUrl: probe.preview ? createObjectURL(probe.preview) : null,
          imageInfo: {
            width: probe.width,
            height: probe.height,
            capacity: capacityBytes(probe.width * probe.height),
          },
        });
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
        if (state.mode === 'encode' && (!state.image || !state.file)) {
          set({ message: MESSAGES.missingInputs });
          return;
        }
        if (state.mode === 'decode' && !state.image) {
          set({ message: MESSAGES.missingImage });
          return;
        }
        const image = state.image as File;
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
          set({
            busy: false,
            progress: 100,
            message: MESSAGES.encodeDone,
            result: {
              blob: outcome.png,
              url: outcome.preview ? createObjectURL(outcome.preview) : null,
              fileName: encodedFileName(image.name),
              width: outcome.width,
              height: outcome.height,
            },
          });
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
        probeToken++;
        runToken++;
        const { result, imageUrl } = get();
        if (result?.url) revokeObjectURL(result.url);
        if (imageUrl) revokeObjectURL(imageUrl);
        client.dispose();
      },
    };
  });
}
