/** Pixels as 8-bit RGBA, row by row (4 bytes per pixel, like ImageData). */
export interface RgbaImage {
  width: number;
  height: number;
  data: Uint8Array | Uint8ClampedArray;
}

/** A file to hide, or a recovered one. */
export interface HiddenFile {
  name: string;
  /** MIME type as reported by the browser ('' when unknown). */
  type: string;
  bytes: Uint8Array;
  /** A typed message (format 2) rather than a file; the bytes are its UTF-8 text. */
  message?: boolean;
}

/** The JSON header stored before the file bytes. */
export interface HiddenFileHeader {
  filename: string;
  size: number;
  type: string;
}

/** Every public operation returns a result instead of throwing: `message` is one of the spec's. */
export type StegoResult<T> = { ok: true; value: T } | { ok: false; message: string };

/** Percent in 0–100. */
export type ProgressCallback = (percent: number) => void;

export interface CryptoOptions {
  /** Optional password: the payload is encrypted with AES-256-GCM when non-empty. */
  password?: string;
  /** PBKDF2 iterations. Defaults to PBKDF2_ITERATIONS (600,000); lower only in tests. */
  iterations?: number;
  /** Payload format written: 2 (default: compression, messages, password check) or 1 (the original). */
  format?: 1 | 2;
  /**
   * Format 2: the body `prepareBody` made for this very file, used instead of compressing the
   * file's bytes again (which are then not read).
   */
  prepared?: { flags: number; body: Uint8Array };
}

export interface StegoOptions extends CryptoOptions {
  onProgress?: ProgressCallback;
}
