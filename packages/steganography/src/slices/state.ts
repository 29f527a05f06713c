import type { Status } from '../status';

// The state the slices build and share: its own module, so that the slices need not import the
// store that assembles them (no import cycle, type-only ones included).
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
