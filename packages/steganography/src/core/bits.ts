import { release } from './bytes';
import { BITS_PER_PIXEL, LENGTH_PREFIX_BYTES, MAX_PAYLOAD_BYTES, MESSAGES } from './constants';
import { StegoError } from './errors';
import type { ProgressCallback, RgbaImage } from './types';

/** How many whole bytes (length prefix included) an image of `pixels` pixels can carry. */
export function capacityBytes(pixels: number): number {
  return Math.floor((pixels * BITS_PER_PIXEL) / 8);
}

/** Bytes needed to store a payload of `payloadBytes`: the 4-byte length prefix plus the payload. */
export function frameBytes(payloadBytes: number): number {
  return LENGTH_PREFIX_BYTES + payloadBytes;
}

function checkImage(image: RgbaImage): void {
  const { width, height, data } = image;
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 0 || height < 0) {
    throw new Error(`dimensions invalides (${width}×${height})`);
  }
  if (data.length !== width * height * 4) {
    throw new Error(`données RGBA invalides (${data.length} octets pour ${width}×${height})`);
  }
}

const PROGRESS_CHUNK = 1 << 16;

/**
 * Writes `[u32 BE length][payload]` into the least significant bits of R, G, B (raster order,
 * most significant bit of each byte first). Returns a new pixel array (or, with `inPlace`, the
 * same one changed: the worker owns its carrier and saves a copy); alpha and all other bits are
 * kept unchanged.
 */
export function embedPayload(
  image: RgbaImage,
  payload: Uint8Array,
  onProgress?: ProgressCallback,
  inPlace = false,
): RgbaImage {
  checkImage(image);
  const available = capacityBytes(image.width * image.height);
  const needed = frameBytes(payload.length);
  if (needed > available) throw new StegoError(MESSAGES.tooSmall(needed, available));
  let out: RgbaImage['data'];
  if (inPlace) out = image.data;
  else {
    out = new Uint8Array(image.data.length);
    out.set(image.data);
  }
  const frame = new Uint8Array(needed);
  new DataView(frame.buffer).setUint32(0, payload.length, false);
  frame.set(payload, LENGTH_PREFIX_BYTES);
  let p = 0; // index into out; skips every alpha byte (p % 4 === 3)
  for (let i = 0; i < frame.length; i++) {
    const byte = frame[i] as number;
    for (let bit = 7; bit >= 0; bit--) {
      if ((p & 3) === 3) p++;
      out[p] = ((out[p] as number) & 0xfe) | ((byte >> bit) & 1);
      p++;
    }
    if (onProgress && (i & (PROGRESS_CHUNK - 1)) === 0) onProgress((i / frame.length) * 100);
  }
  release(frame);
  onProgress?.(100);
  return { width: image.width, height: image.height, data: out };
}

function readBytes(
  data: RgbaImage['data'],
  start: { p: number },
  count: number,
  onProgress?: ProgressCallback,
) {
  const out = new Uint8Array(count);
  let p = start.p;
  for (let i = 0; i < count; i++) {
    let byte = 0;
    for (let bit = 0; bit < 8; bit++) {
      if ((p & 3) === 3) p++;
      byte = (byte << 1) | ((data[p] as number) & 1);
      p++;
    }
    out[i] = byte;
    if (onProgress && (i & (PROGRESS_CHUNK - 1)) === 0) onProgress((i / count) * 100);
  }
  start.p = p;
  return out;
}

/**
 * Reads the length prefix and the payload back. Throws StegoError(invalidLength) when the image
 * cannot even hold a prefix, the declared length exceeds MAX_PAYLOAD_BYTES or the image.
 */
export function extractPayload(image: RgbaImage, onProgress?: ProgressCallback): Uint8Array {
  checkImage(image);
  const available = capacityBytes(image.width * image.height);
  if (available < LENGTH_PREFIX_BYTES) throw new StegoError(MESSAGES.invalidLength);
  const cursor = { p: 0 };
  const prefix = readBytes(image.data, cursor, LENGTH_PREFIX_BYTES);
  const length = new DataView(prefix.buffer).getUint32(0, false);
  if (!possibleLength(length, available)) throw new StegoError(MESSAGES.invalidLength);
  const payload = readBytes(image.data, cursor, length, onProgress);
  onProgress?.(100);
  return payload;
}

/** Whether a declared payload length can be real in an image with room for `available` bytes. */
function possibleLength(length: number, available: number): boolean {
  return length <= MAX_PAYLOAD_BYTES && frameBytes(length) <= available;
}

/** Rows of a `width` × `height` image that hold its first `bytes` frame bytes. */
function rowsHolding(bytes: number, width: number, height: number): number {
  return Math.min(height, Math.ceil(Math.ceil((bytes * 8) / BITS_PER_PIXEL) / width));
}

/**
 * How many rows of `image` (whose first `rows` rows are read) a decoder needs: first those
 * holding the length prefix, then those holding the declared frame. An impossible length needs
 * no more rows (extraction then fails with the spec's message).
 */
export function rowsForFrame(image: RgbaImage, rows: number): number {
  const { width, height } = image;
  const available = capacityBytes(width * height);
  if (available < LENGTH_PREFIX_BYTES) return height;
  const prefixRows = rowsHolding(LENGTH_PREFIX_BYTES, width, height);
  if (rows < prefixRows) return prefixRows;
  const prefix = readBytes(image.data, { p: 0 }, LENGTH_PREFIX_BYTES);
  const length = new DataView(prefix.buffer).getUint32(0, false);
  if (!possibleLength(length, available)) return rows;
  return rowsHolding(frameBytes(length), width, height);
}

/** The first `rows` rows of an image, as an image (no copy). */
export function topRows(image: RgbaImage, rows: number): RgbaImage {
  return { width: image.width, height: rows, data: image.data.subarray(0, rows * image.width * 4) };
}

/**
 * The frame (length prefix, then payload) read from RGBA rows as they come, top to bottom: only the
 * payload is kept, never the rows (a read-back of a 4 MP image held 10 MB of them to get 1 MB out).
 * It gives what `extractPayload` gives on the same rows, and asks for the rows `rowsForFrame` asks
 * for (none past the prefix when the declared length is impossible).
 */
export class FrameReader {
  private readonly available: number;
  private filled = 0;
  private byte = 0;
  /** Bytes read so far, prefix included. */
  private read = 0;
  private length = 0;
  private payload: Uint8Array | null = null;
  private invalid: boolean;
  private rows = 0;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.available = capacityBytes(width * height);
    this.invalid = this.available < LENGTH_PREFIX_BYTES;
  }

  /** Rows needed in all, given those taken so far. */
  rowsNeeded(): number {
    if (this.invalid) return this.rows;
    const bytes = this.payload ? frameBytes(this.payload.length) : LENGTH_PREFIX_BYTES;
    return rowsHolding(bytes, this.width, this.height);
  }

  /** Takes the next row (`width` RGBA pixels; read at once, not kept). */
  push(row: RgbaImage['data']): void {
    this.rows++;
    if (this.invalid || this.done()) return;
    let { byte, filled } = this;
    const end = Math.min(row.length, this.width * 4);
    for (let i = 0; i < end; i += 4) {
      for (let c = 0; c < 3; c++) {
        byte = (byte << 1) | ((row[i + c] as number) & 1);
        if (++filled === 8) {
          this.take(byte);
          byte = 0;
          filled = 0;
          if (this.invalid || this.done()) {
            this.byte = 0;
            this.filled = 0;
            return;
          }
        }
      }
    }
    this.byte = byte;
    this.filled = filled;
  }

  /** The payload. Throws StegoError(invalidLength) as `extractPayload` does. */
  result(): Uint8Array {
    if (this.invalid || !this.payload) throw new StegoError(MESSAGES.invalidLength);
    if (!this.done()) throw new Error('données PNG tronquées');
    return this.payload;
  }

  private done(): boolean {
    return this.payload !== null && this.read === LENGTH_PREFIX_BYTES + this.payload.length;
  }

  private take(byte: number): void {
    if (this.read < LENGTH_PREFIX_BYTES) {
      this.length = this.length * 256 + byte;
      this.read++;
      if (this.read === LENGTH_PREFIX_BYTES) {
        if (possibleLength(this.length, this.available)) this.payload = new Uint8Array(this.length);
        else this.invalid = true;
      }
      return;
    }
    (this.payload as Uint8Array)[this.read - LENGTH_PREFIX_BYTES] = byte;
    this.read++;
  }
}
