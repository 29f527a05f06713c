import { createStore } from 'zustand/vanilla';
import type { Failed, StegoClient } from './client';
import { capacityBytes, frameBytes } from './core/bits';
import {
  CAUSES,
  FORMAT2_ENCRYPTION_OVERHEAD_BYTES,
  MESSAGE_FILE_NAME,
  MESSAGE_FILE_TYPE,
  MESSAGES,
} from './core/constants';
import { encodedFileName } from './core/format';
import { sizeBlocker } from './core/limits';
import { payloadSize } from './core/payload';
import { ENCODING, MISSING_MESSAGE } from './messages';
import { failure, note, type Status, success } from './status';

export type Mode = 'encode' | 'decode';
/** What Encode hides: a chosen file (the spec's default) or a typed message. */
export type Content = 'file' | 'message';
/** The "will it survive?" JPEG test of a result. */
export type Survival = 'pending' | 'lost' | 'kept' | 'unknown';

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
  survival: Survival;
}

export interface RecoveredFile {
  blob: Blob;
  name: string;
  type: string;
  size: number;
  /** The text, when what was hidden is a typed message. */
  message: string | null;
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
  error: Status | null;
}

const EMPTY_SLOT: ImageSlot = { file: null, url: null, info: null, error: null };

export interface StegoState {
  mode: Mode;
  /** Encode's carrier image. */
  carrier: ImageSlot;
  /** Decode's image. */
  stegoImage: ImageSlot;
  /** What Encode hides, and the file or text itself. */
  content: Content;
  file: File | null;
  text: string;
  /** Payload size measured by the worker (compressed when smaller) for the content `key`. */
  measured: { key: string; bytes: number } | null;
  password: string;
  showPassword: boolean;
  busy: boolean;
  progress: number | null;
  /** The outcome of the last action (or its progress text); cleared when an input changes. */
  status: Status | null;
  result: EncodedResult | null;
  recovered: RecoveredFile | null;
  setMode(mode: Mode): void;
  /** Sets the image of the current mode. */
  setImage(image: File | null): Promise<void>;
  setCarrier(image: File | null): Promise<void>;
  setStegoImage(image: File | null): Promise<void>;
  setFile(file: File | null): void;
  setContent(content: Content): void;
  setText(text: string): void;
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

type ContentState = Pick<StegoState, 'content' | 'file' | 'text'>;

/** What Encode would hide, as the worker takes it (null when nothing is chosen or typed). */
export function hiddenInput(
  state: ContentState,
): { file: Blob; fileName: string; fileType: string; message: boolean } | null {
  if (state.content === 'message') {
    if (state.text === '') return null;
    return {
      file: new Blob([state.text]),
      fileName: MESSAGE_FILE_NAME,
      fileType: MESSAGE_FILE_TYPE,
      message: true,
    };
  }
  if (!state.file) return null;
  return { file: state.file, fileName: state.file.name, fileType: state.file.type, message: false };
}

/** Identifies the content, so a measure is used only for what it measured. */
export function contentKey(state: ContentState): string | null {
  if (state.content === 'message') return state.text === '' ? null : `m:${state.text}`;
  const file = state.file;
  return file ? `f:${file.name}:${file.type}:${file.size}:${file.lastModified}` : null;
}

const encoder = new TextEncoder();

/** Size before compression (what is shown until the worker has measured). */
function rawPayloadBytes(state: ContentState, encrypted: boolean): number | null {
  if (state.content === 'message') {
    if (state.text === '') return null;
    const size = encoder.encode(state.text).length;
    return payloadSize({ name: MESSAGE_FILE_NAME, type: MESSAGE_FILE_TYPE, size }, encrypted, 2);
  }
  const file = state.file;
  return file ? payloadSize({ name: file.name, type: file.type, size: file.size }, encrypted, 2) : null;
}

type SizeState = ContentState & Pick<StegoState, 'password' | 'measured'>;

/** The payload's size: measured (compression included) when known, else before compression. */
export function payloadEstimate(state: SizeState): { bytes: number; measured: boolean; raw: number } | null {
  const encrypted = state.password !== '';
  const raw = rawPayloadBytes(state, encrypted);
  if (raw === null) return null;
  const key = contentKey(state);
  if (state.measured && state.measured.key === key) {
    const bytes = state.measured.bytes + (encrypted ? FORMAT2_ENCRYPTION_OVERHEAD_BYTES : 0);
    return { bytes, measured: true, raw };
  }
  return { bytes: raw, measured: false, raw };
}

/** Bytes needed to hide the current content, frame included (null without content). */
export function neededBytes(state: SizeState): number | null {
  const estimate = payloadEstimate(state);
  return estimate ? frameBytes(estimate.bytes) : null;
}

type ReasonState = Pick<StegoState, 'mode' | 'carrier' | 'stegoImage' | 'password'> & SizeState;

/**
 * Why the action cannot run with the current inputs, known before pressing (null when it can):
 * an unusable image, a missing input, an image too small for the content, content over the 1 MB
 * limit. It is derived from the inputs, so it stays exactly until the input that causes it changes.
 */
export function blockReason(state: ReasonState): Status | null {
  const slot = activeSlot(state);
  if (slot.error) return slot.error;
  if (state.mode === 'decode') return slot.file ? null : note(MESSAGES.missingImage);
  const estimate = payloadEstimate(state);
  if (!slot.file || !estimate) {
    return note(state.content === 'message' ? MISSING_MESSAGE : MESSAGES.missingInputs);
  }
  if (!slot.info || !estimate.measured) return null;
  const blocker = sizeBlocker(slot.info.capacity, estimate.bytes);
  return blocker ? failure(blocker.message) : null;
}

/** A request's failure as the page shows it: an unusable file is a prompt, anything else an error. */
const failedStatus = (outcome: Failed): Status => (outcome.input ? note : failure)(outcome.message);

/**
 * The action button's rule: disabled while busy, without an image (or while its size is being
 * read), (encode) without content or while its size is being measured, and whenever a reason is
 * known before pressing.
 */
export function canRun(state: ReasonState & Pick<StegoState, 'busy'>): boolean {
  if (state.busy || activeSlot(state).info === null || blockReason(state) !== null) return false;
  return state.mode === 'decode' || payloadEstimate(state)?.measured === true;
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
  // The worker reads a chosen image's pixels ahead under this key (one per choice of each slot).
  const storeId = Math.random().toString(36).slice(2);
  const warmKey = (key: 'carrier' | 'stegoImage') => `${storeId}:${key}:${probeTokens[key]}`;
  let runToken = 0;
  let measureToken = 0;
  return createStore<StegoState>()((set, get) => {
    const clearOutputs = () => {
      const { result } = get();
      if (result?.url) revokeObjectURL(result.url);
      set({ status: null, result: null, recovered: null, progress: null });
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
        set({ [key]: { ...EMPTY_SLOT, file: image, error: note(MESSAGES.invalidImage) } });
        return;
      }
      set({ [key]: { ...EMPTY_SLOT, file: image } });
      const probe = await client.probe(image, {
        key: warmKey(key),
        read: key === 'carrier' ? 'pixels' : 'frame',
      });
      if (token !== probeTokens[key]) return;
      if (!probe.ok) {
        set({ [key]: { ...EMPTY_SLOT, file: image, error: failedStatus(probe) } });
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

    const remeasure = async () => {
      const token = ++measureToken;
      const state = get();
      const input = hiddenInput(state);
      const key = contentKey(state);
      if (!input || key === null) return;
      const outcome = await client.measure({ ...input, contentKey: key });
      if (token !== measureToken) return;
      // If the worker cannot measure, the size before compression stands (an upper bound).
      const bytes = outcome.ok ? outcome.bytes : (rawPayloadBytes(state, false) ?? 0);
      set({ measured: { key, bytes } });
    };

    return {
      mode: 'encode',
      carrier: EMPTY_SLOT,
      stegoImage: EMPTY_SLOT,
      content: 'file',
      file: null,
      text: '',
      measured: null,
      password: '',
      showPassword: false,
      busy: false,
      progress: null,
      status: null,
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
        void remeasure();
      },

      setContent(content) {
        if (content === get().content) return;
        clearOutputs();
        set({ content });
        void remeasure();
      },

      setText(text) {
        if (get().status) clearOutputs();
        set({ text });
        void remeasure();
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
          set({ status: reason });
          return;
        }
        const slot = activeSlot(state);
        if (!slot.file) return;
        const hidden = hiddenInput(state);
        const image = slot.file;
        clearOutputs();
        const token = ++runToken;
        const mode = state.mode;
        set({
          busy: true,
          progress: 0,
          status: note(ENCODING[mode]),
        });
        const onProgress = (percent: number) => {
          if (token === runToken) set({ progress: Math.max(0, Math.min(100, percent)) });
        };
        const password = state.password || undefined;
        if (mode === 'encode') {
          if (!hidden) return;
          const outcome = await client.encode(
            {
              image,
              imageKey: warmKey('carrier'),
              ...hidden,
              password,
              contentKey: contentKey(state) ?? undefined,
            },
            onProgress,
          );
          if (token !== runToken) return;
          if (!outcome.ok) {
            set({ busy: false, progress: null, status: failedStatus(outcome) });
            return;
          }
          const result: EncodedResult = {
            blob: outcome.png,
            url: null,
            fileName: encodedFileName(image.name),
            width: outcome.width,
            height: outcome.height,
            survival: 'pending',
          };
          const done = hidden.message ? CAUSES.encodeMessageDone : MESSAGES.encodeDone;
          set({ busy: false, progress: 100, status: success(done), result });
          void outcome.survival.then((survived) => {
            const current = get().result;
            if (current?.blob !== result.blob) return;
            set({
              result: { ...current, survival: survived === null ? 'unknown' : survived ? 'kept' : 'lost' },
            });
          });
          const preview = await outcome.preview;
          const current = get().result;
          if (!preview || current?.blob !== result.blob) return;
          set({ result: { ...current, url: createObjectURL(preview) } });
          return;
        }
        const outcome = await client.decode({ image, imageKey: warmKey('stegoImage'), password }, onProgress);
        if (token !== runToken) return;
        if (!outcome.ok) {
          set({ busy: false, progress: null, status: failedStatus(outcome) });
          return;
        }
        const text = outcome.message ? await outcome.bytes.text() : null;
        if (token !== runToken) return;
        set({
          busy: false,
          progress: 100,
          status: success(text === null ? MESSAGES.decodeDone : CAUSES.decodeMessageDone),
          recovered: {
            blob: outcome.bytes,
            name: outcome.name,
            type: outcome.type,
            size: outcome.bytes.size,
            message: text,
          },
        });
      },

      dispose() {
        measureToken++;
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
