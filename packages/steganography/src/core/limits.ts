import { frameBytes } from './bits';
import { MAX_PAYLOAD_BYTES, MESSAGES } from './constants';
import { StegoError } from './errors';

/** The 1 MB limit's message, as the page shows it before pressing and the encoder when run. */
export function tooLargeDetail(payloadBytes: number): string {
  return `le fichier est trop volumineux (${payloadBytes} bytes de données, maximum ${MAX_PAYLOAD_BYTES} bytes avec l'en-tête)`;
}

/**
 * Why a payload of `payloadBytes` cannot go into an image that holds `available` bytes (image too
 * small first, then the 1 MB limit), or null when it can.
 */
export function sizeBlocker(available: number, payloadBytes: number): StegoError | null {
  const needed = frameBytes(payloadBytes);
  if (needed > available) return new StegoError(MESSAGES.tooSmall(needed, available));
  if (payloadBytes > MAX_PAYLOAD_BYTES)
    return new StegoError(MESSAGES.encodeFailed(tooLargeDetail(payloadBytes)));
  return null;
}
