import {
  capacityBytes,
  embedPayload,
  extractPayload,
  FrameReader,
  frameBytes,
  rowsForFrame,
  topRows,
} from './bits';
import { MESSAGES } from './constants';
import type { CompressParts } from './deflate';
import { errorText, StegoError } from './errors';
import { sizeBlocker } from './limits';
import { buildPayload, parsePayload, payloadSize, sha256Hex } from './payload';
import { type ReadRowsOptions, readPngRows, readPngRowsFromBlob } from './png-read';
import {
  type CompressRows,
  type EncodePngOptions,
  encodeRgbaToPngBlob,
  encodeRgbaToPngFast,
} from './png-write';
import type { HiddenFile, ProgressCallback, RgbaImage, StegoOptions, StegoResult } from './types';

/** Capacity of an image and room needed for a file, for display before encoding. */
export function capacityReport(
  width: number,
  height: number,
  file?: { name: string; type: string; size: number },
  encrypted = false,
): { available: number; needed: number | null; fits: boolean | null } {
  const available = capacityBytes(width * height);
  if (!file) return { available, needed: null, fits: null };
  const needed = frameBytes(payloadSize(file, encrypted));
  return { available, needed, fits: needed <= available };
}

/** Maps a sub-range of 0–100 onto the caller's progress callback. */
function stage(
  onProgress: ProgressCallback | undefined,
  from: number,
  to: number,
): ProgressCallback | undefined {
  if (!onProgress) return undefined;
  return (percent) => onProgress(from + ((to - from) * Math.min(100, Math.max(0, percent))) / 100);
}

function fail(error: unknown, wrap: (detail: string) => string): { ok: false; message: string } {
  return { ok: false, message: error instanceof StegoError ? error.message : wrap(errorText(error)) };
}

async function checkedPayload(
  image: RgbaImage,
  file: HiddenFile,
  options: StegoOptions,
  onProgress: ProgressCallback | undefined,
): Promise<Uint8Array> {
  const available = capacityBytes(image.width * image.height);
  // Checked with the same rule the page applies before pressing, before the key derivation.
  const payload = await buildPayload(file, options, (size) => {
    const blocker = sizeBlocker(available, size);
    if (blocker) throw blocker;
  });
  onProgress?.(100);
  return payload;
}

/** Hides a file in RGBA pixels (core alone, no PNG). */
export async function encodeFile(
  image: RgbaImage,
  file: HiddenFile,
  options: StegoOptions = {},
): Promise<StegoResult<RgbaImage>> {
  try {
    const payload = await checkedPayload(image, file, options, stage(options.onProgress, 0, 40));
    return { ok: true, value: embedPayload(image, payload, stage(options.onProgress, 40, 100)) };
  } catch (error) {
    return fail(error, MESSAGES.encodeFailed);
  }
}

/** Recovers a hidden file from RGBA pixels (core alone, no PNG). */
export async function decodeFile(
  image: RgbaImage,
  options: StegoOptions = {},
): Promise<StegoResult<HiddenFile>> {
  let payload: Uint8Array;
  try {
    payload = extractPayload(image, stage(options.onProgress, 0, 40));
  } catch (error) {
    return fail(error, MESSAGES.decodeFailed);
  }
  return decodePayload(payload, options);
}

/** Recovers a hidden file from the payload read out of an image (`extractPayload`, `readFramePayload`). */
export async function decodePayload(
  payload: Uint8Array,
  options: StegoOptions = {},
): Promise<StegoResult<HiddenFile>> {
  try {
    const file = await parsePayload(payload, options, () => options.onProgress?.(90));
    options.onProgress?.(100);
    return { ok: true, value: file };
  } catch (error) {
    return fail(error, MESSAGES.decodeFailed);
  }
}

export interface EncodedPng {
  png: Uint8Array;
  width: number;
  height: number;
  /** SHA-256 (hex) of the payload, checked against the PNG read back. */
  payloadSha256: string;
  /** Length of the payload written (frame minus its 4-byte prefix). */
  payloadBytes: number;
}

export interface PngWriteOptions {
  /** Filters and deflates the later parts' rows (the worker passes one that uses a second thread). */
  compressRows?: CompressRows;
  /** Deflates the later parts once filtered (when `compressRows` is not given). */
  compress?: CompressParts;
  /** Parts the rows are cut into for `compress` (default 1). */
  parts?: number;
  /** Fewer parts when each would hold less RGBA than this (default 4,000,000 bytes, 1 MP). */
  minPartBytes?: number;
  /** Hide the data in the carrier's own pixel array instead of a copy (saves memory). */
  inPlace?: boolean;
}

/** Asks a row reader for the rows that hold the frame (all of them with `verifyAll`). */
function frameRows(verifyAll: boolean): ReadRowsOptions {
  return { rowsNeeded: (done, partial) => rowsForFrame(partial, done), verifyAll };
}

/** Reads, from PNG bytes, only the rows that hold the frame (all of them with `verifyAll`). */
export async function readFrameRows(png: Uint8Array, verifyAll = false): Promise<RgbaImage> {
  const { image, rows } = await readPngRows(png, frameRows(verifyAll));
  return topRows(image, rows);
}

/** `readFrameRows` from a PNG file, reading no further into it than those rows need. */
export async function readFrameRowsFromBlob(png: Blob): Promise<RgbaImage> {
  const { image, rows } = await readPngRowsFromBlob(png, frameRows(false));
  return topRows(image, rows);
}

/** Reader options that give each row to a `FrameReader` (made once the image's size is known). */
function framePayload(): { options: ReadRowsOptions; payload: () => Uint8Array } {
  let reader: FrameReader | null = null;
  return {
    options: {
      rowsNeeded: (_rows, image) => {
        reader ??= new FrameReader(image.width, image.height);
        return reader.rowsNeeded();
      },
      onRow: (row) => reader?.push(row),
    },
    payload: () => {
      if (!reader) throw new StegoError(MESSAGES.invalidLength);
      return reader.result();
    },
  };
}

/**
 * The payload hidden in PNG bytes (what `extractPayload(await readFrameRows(png))` gives), read
 * row by row: the rows themselves are never held. Throws StegoError(invalidLength) like
 * `extractPayload`, or an Error on a malformed PNG.
 */
export async function readFramePayload(png: Uint8Array): Promise<Uint8Array> {
  const frame = framePayload();
  await readPngRows(png, frame.options);
  return frame.payload();
}

/** `readFramePayload` from a PNG file, reading no further into it than the frame's rows. */
export async function readFramePayloadFromBlob(png: Blob): Promise<Uint8Array> {
  const frame = framePayload();
  await readPngRowsFromBlob(png, frame.options);
  return frame.payload();
}

/**
 * Hides a file in a carrier (RGBA pixels) and writes an 8-bit RGBA PNG. The PNG is read again
 * (inflated natively up to the rows holding the data, which are unfiltered) and the SHA-256 of
 * its payload compared with the one written: a mismatch is an error.
 */
export function encodeFileToPng(
  image: RgbaImage,
  file: HiddenFile,
  options: StegoOptions & PngWriteOptions = {},
): Promise<StegoResult<EncodedPng>> {
  return encodeChecked(image, file, options, encodeRgbaToPngFast, readFramePayload);
}

/** `EncodedPng` with the file as a Blob. */
export interface EncodedPngBlob extends Omit<EncodedPng, 'png'> {
  png: Blob;
}

/**
 * `encodeFileToPng` straight into a Blob: each megabyte written becomes part of the Blob at once,
 * so the PNG is never held in full next to the pixels (the worker's peak of memory). The check
 * reads the Blob itself back, the file the user will download, as far as the rows with the data.
 */
export function encodeFileToPngBlob(
  image: RgbaImage,
  file: HiddenFile,
  options: StegoOptions & PngWriteOptions = {},
): Promise<StegoResult<EncodedPngBlob>> {
  return encodeChecked(image, file, options, encodeRgbaToPngBlob, readFramePayloadFromBlob);
}

/**
 * Hides the file, writes the PNG with `write`, and reads the rows holding the data back with
 * `frame`: the SHA-256 of the payload read back must be the one written, or it is an error.
 */
async function encodeChecked<Png>(
  image: RgbaImage,
  file: HiddenFile,
  options: StegoOptions & PngWriteOptions,
  write: (stego: RgbaImage, options: EncodePngOptions) => Promise<Png>,
  readBack: (png: Png) => Promise<Uint8Array>,
): Promise<StegoResult<Omit<EncodedPng, 'png'> & { png: Png }>> {
  const progress = options.onProgress;
  try {
    const payload = await checkedPayload(image, file, options, stage(progress, 0, 30));
    const expected = sha256Hex(payload);
    const stego = embedPayload(image, payload, stage(progress, 30, 40), options.inPlace);
    const png = await write(stego, {
      compressRows: options.compressRows,
      compress: options.compress,
      parts: options.parts,
      minPartBytes: options.minPartBytes,
    });
    progress?.(85);
    // Read back through the native inflater: the rows holding the frame (the rest of the stream
    // is the writer's, covered by its tests; inflating it all would cost a third of the encode),
    // one at a time, keeping only the payload's bytes.
    const read = await readBack(png);
    const actual = await sha256Hex(read);
    if (actual !== (await expected))
      throw new Error('la vérification du PNG produit a échoué (SHA-256 différent)');
    progress?.(100);
    return {
      ok: true,
      value: {
        png,
        width: image.width,
        height: image.height,
        payloadSha256: actual,
        payloadBytes: read.length,
      },
    };
  } catch (error) {
    return fail(error, MESSAGES.encodeFailed);
  }
}

/** Recovers a hidden file from PNG bytes (reading only the rows that hold it). */
export async function decodeFileFromPng(
  png: Uint8Array,
  options: StegoOptions = {},
): Promise<StegoResult<HiddenFile>> {
  let payload: Uint8Array;
  try {
    payload = await readFramePayload(png);
  } catch (error) {
    return fail(error, MESSAGES.decodeFailed);
  }
  options.onProgress?.(40);
  return decodePayload(payload, options);
}
