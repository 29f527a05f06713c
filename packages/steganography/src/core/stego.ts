import { capacityBytes, embedPayload, extractPayload, frameBytes } from './bits';
import { MAX_PAYLOAD_BYTES, MESSAGES } from './constants';
import { errorText, StegoError } from './errors';
import { buildPayload, parsePayload, payloadSize, sha256Hex } from './payload';
import { decodePngToRgba, encodeRgbaToPng } from './png';
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
  const encrypted = Boolean(options.password);
  const size = payloadSize({ name: file.name, type: file.type, size: file.bytes.length }, encrypted);
  const available = capacityBytes(image.width * image.height);
  // Check capacity before the (slow) key derivation.
  if (frameBytes(size) > available) throw new StegoError(MESSAGES.tooSmall(frameBytes(size), available));
  if (size > MAX_PAYLOAD_BYTES) {
    throw new Error(
      `le fichier est trop volumineux (${size} bytes de données, maximum ${MAX_PAYLOAD_BYTES} bytes avec l'en-tête)`,
    );
  }
  const payload = await buildPayload(file, options);
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
  try {
    const payload = extractPayload(image, stage(options.onProgress, 0, 40));
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
}

/**
 * Hides a file in a carrier (RGBA pixels) and writes an 8-bit RGBA PNG. The PNG is decoded again
 * and the SHA-256 of its payload compared with the one written: a mismatch is an error.
 */
export async function encodeFileToPng(
  image: RgbaImage,
  file: HiddenFile,
  options: StegoOptions = {},
): Promise<StegoResult<EncodedPng>> {
  const progress = options.onProgress;
  try {
    const payload = await checkedPayload(image, file, options, stage(progress, 0, 30));
    const stego = embedPayload(image, payload, stage(progress, 30, 45));
    const png = encodeRgbaToPng(stego);
    progress?.(75);
    const expected = await sha256Hex(payload);
    const readBack = extractPayload(decodePngToRgba(png), stage(progress, 75, 95));
    const actual = await sha256Hex(readBack);
    if (actual !== expected) throw new Error('la vérification du PNG produit a échoué (SHA-256 différent)');
    progress?.(100);
    return { ok: true, value: { png, width: image.width, height: image.height, payloadSha256: expected } };
  } catch (error) {
    return fail(error, MESSAGES.encodeFailed);
  }
}

/** Recovers a hidden file from PNG bytes. */
export async function decodeFileFromPng(
  png: Uint8Array,
  options: StegoOptions = {},
): Promise<StegoResult<HiddenFile>> {
  let image: RgbaImage;
  try {
    image = decodePngToRgba(png);
  } catch (error) {
    return fail(error, MESSAGES.decodeFailed);
  }
  options.onProgress?.(20);
  return decodeFile(image, { ...options, onProgress: stage(options.onProgress, 20, 100) });
}
