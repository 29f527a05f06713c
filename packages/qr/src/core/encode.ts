import QRCode from 'qrcode';
import type { ErrorLevel } from './options';
import { QR_ERROR_LEVEL, QR_MAX_BYTES_BY_LEVEL, utf8Length } from './qr';

export type QrEncoding =
  | { ok: true; version: number; moduleCount: number; bytes: number }
  | { ok: false; reason: 'too-long'; bytes: number; max: number };

/**
 * Lays out the code without drawing it: its version and module count, or 'too-long' when the
 * data does not fit in the largest QR code at that error correction level.
 */
export function encodeQr(data: string, level: ErrorLevel = QR_ERROR_LEVEL): QrEncoding {
  const bytes = utf8Length(data);
  try {
    const qr = QRCode.create(data, { errorCorrectionLevel: level });
    return { ok: true, version: qr.version, moduleCount: qr.modules.size, bytes };
  } catch (error) {
    if (error instanceof Error && /too big|amount of data/i.test(error.message)) {
      return { ok: false, reason: 'too-long', bytes, max: QR_MAX_BYTES_BY_LEVEL[level] };
    }
    throw error;
  }
}
