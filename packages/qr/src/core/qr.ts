import QRCode from 'qrcode';

/** Spec §9: the image is 300 px wide and uses error correction level M. */
export const QR_SIZE = 300;
export const QR_ERROR_LEVEL = 'M' as const;
/** The quiet zone, in modules, that the QR standard asks for around the code. */
export const QR_MARGIN = 4;
/** Version 40-M holds at most 2331 bytes in byte mode. */
export const QR_MAX_BYTES = 2331;

export type QrTheme = 'light' | 'dark';

/** Module and background colours; the dark theme inverts the code (light modules on dark). */
export const QR_COLORS: Record<QrTheme, { dark: string; light: string }> = {
  light: { dark: '#111827ff', light: '#ffffffff' },
  dark: { dark: '#f8fafcff', light: '#0f172aff' },
};

/**
 * The image side in pixels: the smallest whole multiple of the module grid (quiet zone included)
 * that is at least QR_SIZE. Whole pixels per module keep large codes sharp and scannable; a
 * version-40 code squeezed into exactly 300 px would blur to 1.6 px per module.
 */
export const qrPixelSize = (moduleCount: number) => {
  const grid = moduleCount + 2 * QR_MARGIN;
  return grid * Math.ceil(QR_SIZE / grid);
};

/** Options for qrcode's renderers (toCanvas, toBuffer, toString), shared by page and tests. */
export const qrRenderOptions = (theme: QrTheme, moduleCount: number) => ({
  errorCorrectionLevel: QR_ERROR_LEVEL,
  margin: QR_MARGIN,
  width: qrPixelSize(moduleCount),
  color: QR_COLORS[theme],
});

export type QrEncoding =
  | { ok: true; version: number; moduleCount: number; bytes: number }
  | { ok: false; reason: 'too-long'; bytes: number };

export const utf8Length = (text: string) => new TextEncoder().encode(text).length;

/**
 * Lays out the code without drawing it: its version and module count, or 'too-long' when the
 * data does not fit in the largest QR code at level M.
 */
export function encodeQr(data: string): QrEncoding {
  const bytes = utf8Length(data);
  try {
    const qr = QRCode.create(data, { errorCorrectionLevel: QR_ERROR_LEVEL });
    return { ok: true, version: qr.version, moduleCount: qr.modules.size, bytes };
  } catch (error) {
    if (error instanceof Error && /too big|amount of data/i.test(error.message)) {
      return { ok: false, reason: 'too-long', bytes };
    }
    throw error;
  }
}
